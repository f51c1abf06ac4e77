import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProductPermit } from '@/features/products/api/get-product-permits';
import { PermitAuditTrail } from '@/features/products/components/permit-audit-trail';
import { PermitDetails } from '@/features/products/components/permit-details';

interface PermitProgressDialogProps {
  product: ProductPermit;
  onClose: () => void;
}

/** An application's progress: the permit and latest application, then its audit trail. */
export function PermitProgressDialog({ product, onClose }: PermitProgressDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('productCentre.progress.title', { name: product.productName })}
      </DialogTitle>
      <DialogContent dividers>
        <PermitDetails productCode={product.productCode} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1.5, fontWeight: 600 }}>
          {t('productCentre.progress.trail')}
        </Typography>
        <PermitAuditTrail productCode={product.productCode} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('productCentre.progress.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
