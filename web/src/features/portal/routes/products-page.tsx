import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ProductGrid } from '@/features/portal/components/product-grid';

export default function ProductsPage() {
  const { t } = useTranslation();

  return (
    <Container component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('route.products')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('home.productsSubtitle')}
      </Typography>
      <ProductGrid heading="h2" />
    </Container>
  );
}
