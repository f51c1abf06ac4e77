import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { type ProductPermit, useProductPermits } from '@/features/products/api/get-product-permits';
import { useWithdrawPermit } from '@/features/products/api/withdraw-permit';
import { ApplyDialog } from '@/features/products/components/apply-dialog';
import { PageFrame } from '@/features/products/components/page-frame';
import { PermitProgressDialog } from '@/features/products/components/permit-progress-dialog';
import { ProductCard } from '@/features/products/components/product-card';
import { isApiError } from '@/lib/api-error';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

/**
 * The product centre (specification §2 center/product/product): every product of the platform
 * with the company's permit status; enter a held product, apply for one (documents, the
 * applicant's identity, confirmation), follow an application's audit trail or withdraw it.
 */
export default function ProductCentrePage() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useProductPermits();
  const [applying, setApplying] = useState<ProductPermit>();
  const [following, setFollowing] = useState<ProductPermit>();
  const withdraw = useWithdrawPermit();
  const { confirmAndRun, running } = useConfirmAndRun();

  const withdrawFrom = (product: ProductPermit) =>
    void confirmAndRun(() => withdraw.mutateAsync(product.productCode), {
      text: t('productCentre.actions.confirmWithdraw', { name: product.productName }),
    });

  return (
    <PageFrame title={t('route.productCenter')} intro={t('productCentre.subtitle')}>
      {isPending ? (
        <LoadingState label={t('productCentre.loading')} />
      ) : error ? (
        <ErrorState
          message={isApiError(error) && error.msg ? error.msg : t('errors.requestFailed')}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('productCentre.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('productCentre.list')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {data.map((product) => (
            <li key={product.productCode}>
              <ProductCard
                product={product}
                busy={running}
                onApply={setApplying}
                onProgress={setFollowing}
                onWithdraw={withdrawFrom}
              />
            </li>
          ))}
        </Box>
      )}
      {applying && (
        <ApplyDialog
          product={applying}
          onClose={() => {
            setApplying(undefined);
          }}
        />
      )}
      {following && (
        <PermitProgressDialog
          product={following}
          onClose={() => {
            setFollowing(undefined);
          }}
        />
      )}
    </PageFrame>
  );
}
