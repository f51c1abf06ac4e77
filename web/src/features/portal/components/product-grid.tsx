import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useProductList } from '@/features/portal/api/get-product-list';
import { ProductCard } from '@/features/portal/components/product-card';
import { isApiError } from '@/lib/api-error';

interface ProductGridProps {
  /** The cards' heading level: h2 under the products page's title, h3 under a home section. */
  heading: 'h2' | 'h3';
}

export function ProductGrid({ heading }: ProductGridProps) {
  const { t } = useTranslation();
  const { data: products, error, isPending, refetch } = useProductList();

  if (isPending) return <LoadingState label={t('products.loading')} />;
  if (error) {
    const message = isApiError(error) ? error.msg : t('errors.requestFailed');
    return <ErrorState message={message} onRetry={() => void refetch()} />;
  }
  if (products.length === 0) {
    return <Typography color="text.secondary">{t('products.empty')}</Typography>;
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {products.map((product) => (
        <ProductCard key={product.productCode} product={product} heading={heading} />
      ))}
    </Box>
  );
}
