import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** `active` or `disabled`, as a coloured tag. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const active = status === 'active';
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'outlined' : 'filled'}
      label={active ? t('status.active') : t('status.disabled')}
    />
  );
}
