import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { HomeAnnouncements } from '@/features/portal/components/home-announcements';
import { HomeHero } from '@/features/portal/components/home-hero';
import { LatestNews } from '@/features/portal/components/latest-news';
import { ProductGrid } from '@/features/portal/components/product-grid';
import { useSignedIn } from '@/lib/client-state';

export default function HomePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();

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
        <ProductGrid heading="h3" />
      </Container>
      <Box sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}>
        <Container
          sx={{
            display: 'grid',
            gap: { xs: 6, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: signedIn ? '3fr 2fr' : '1fr' },
          }}
        >
          <LatestNews />
          {signedIn && <HomeAnnouncements />}
        </Container>
      </Box>
    </>
  );
}
