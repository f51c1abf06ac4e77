import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { HomeHero } from '@/features/portal/components/home-hero';
import { ProductGrid } from '@/features/portal/components/product-grid';

export default function HomePage() {
  const { t } = useTranslation();

  return (
    <>
      <HomeHero />
      <Container component="section" aria-labelledby="home-products" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="home-products" variant="h4" component="h2" gutterBottom>
          {t('home.productsTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('home.productsSubtitle')}
        </Typography>
        <ProductGrid />
      </Container>
    </>
  );
}
