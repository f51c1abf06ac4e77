import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GuardedDialog } from '@/components/guarded-dialog';

import type { ProductPermit } from '@/features/products/api/get-product-permits';
import { useOwnVoucher } from '@/features/products/api/get-voucher';
import { ApplyForm } from '@/features/products/components/apply-form';
import { LoadingState } from '@/components/loading-state';

interface ApplyDialogProps {
  product: ProductPermit;
  onClose: () => void;
}

/**
 * Applying for a product: documents, the applicant's identity (pre-filled from the real-name
 * verification on file, if any), then confirmation. Opens once that identity is known.
 */
export function ApplyDialog({ product, onClose }: ApplyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // No voucher on file, or it could not be read: the applicant types it.
  const voucher = useOwnVoucher();
  const [dirty, setDirty] = useState(false);

  return (
    <GuardedDialog
      open
      dirty={dirty}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('productCentre.apply.title', { name: product.productName })}
      </DialogTitle>
      {voucher.isPending ? (
        <DialogContent dividers>
          <LoadingState label={t('productCentre.apply.loading')} />
        </DialogContent>
      ) : (
        <ApplyForm
          product={product}
          voucher={voucher.data ?? null}
          onClose={onClose}
          onDirtyChange={setDirty}
        />
      )}
    </GuardedDialog>
  );
}
