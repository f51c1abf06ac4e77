import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import { StatusTag } from '@/components/status-tag';
import { ACTIVE } from '@/features/products/permit-status';

interface PermitTagProps {
  status: number | null;
  /** The company holds a role in the product (from registration, or an approved permit). */
  opened: boolean;
}

/**
 * The company's standing in a product: its permit status, labelled and coloured by the
 * `permitStatus` dictionary. A product held without any permit (EC and the account centre come
 * with registration) shows the dictionary's 'active'; one never applied for, a plain tag.
 */
export function PermitTag({ status, opened }: PermitTagProps) {
  const { t } = useTranslation();
  if (status !== null) return <StatusTag status={status} />;
  if (opened) return <StatusTag status={ACTIVE} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('productCentre.notApplied')}
      data-status="none"
      sx={{ color: 'text.secondary', fontWeight: 500 }}
    />
  );
}
