import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A company's `active` or `suspended`, as a coloured tag. */
export function CompanyStatusChip({ status }: { status: 'active' | 'suspended' }) {
  const { t } = useTranslation();
  const active = status === 'active';
  return (
    <Chip
      size="small"
      // Grey when suspended, as a disabled account: a warning colour fails the text contrast.
      color={active ? 'success' : 'default'}
      variant={active ? 'outlined' : 'filled'}
      label={t(`companies.status.${status}`)}
    />
  );
}
