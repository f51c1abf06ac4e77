import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { type ProductPermit, useProductPermits } from '@/features/products/api/get-product-permits';
import { PageFrame } from '@/features/products/components/page-frame';
import { WorkbenchBody } from '@/features/products/components/workbench-body';
import { PRODUCT_CENTRE_PATH } from '@/features/products/permit-status';
import { isApiError } from '@/lib/api-error';

/**
 * A product's workbench (entered from the product centre): the product's menu from the user's
 * permission list, the company and role context, and an overview. The product's business
 * screens themselves are not part of this portal.
 */
export default function WorkbenchPage() {
  const { t } = useTranslation();
  const productCode = useParams().productCode ?? '';
  const { data, error, isPending, refetch } = useProductPermits();
  const product = data?.find((item) => item.productCode === productCode);
  const title = product
    ? t('productCentre.workbench.heading', { name: product.productName })
    : t('route.workbench');

  return (
    <PageFrame title={title}>
      {isPending ? (
        <LoadingState label={t('productCentre.workbench.loading')} />
      ) : error ? (
        <ErrorState
          message={isApiError(error) && error.msg ? error.msg : t('errors.requestFailed')}
          onRetry={() => void refetch()}
        />
      ) : product?.opened ? (
        <WorkbenchBody product={product} />
      ) : (
        <NotOpened product={product} />
      )}
    </PageFrame>
  );
}

/** An unknown product, or one the company does not hold: nothing to enter. */
function NotOpened({ product }: { product: ProductPermit | undefined }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t(
          product ? 'productCentre.workbench.notOpened' : 'productCentre.workbench.unknownProduct',
        )}
      </Alert>
      <Button component={RouterLink} to={PRODUCT_CENTRE_PATH} variant="contained">
        {t('productCentre.workbench.backToCentre')}
      </Button>
    </Box>
  );
}
