import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PRIMARY_COLOR } from '@/components/theme';
import { paths } from '@/lib/paths';

export function HomeHero() {
  const { t } = useTranslation();

  return (
    <Box
      sx={{
        color: 'common.white',
        background: 'linear-gradient(120deg, #0B65FF 0%, #0747B5 60%, #052F7A 100%)',
        py: { xs: 8, md: 12 },
      }}
    >
      <Container>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, maxWidth: 720 }}>
          {t('home.heroTitle')}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ mt: 2, maxWidth: 640, opacity: 0.9, fontWeight: 400 }}
        >
          {t('home.heroSubtitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button
            component={RouterLink}
            to={paths.register}
            size="large"
            variant="contained"
            sx={{
              bgcolor: 'common.white',
              // The banner is the brand blue in both modes: so is this text on white.
              color: PRIMARY_COLOR,
              '&:hover': { bgcolor: 'grey.100' },
            }}
          >
            {t('home.getStarted')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.productCentre}
            size="large"
            variant="outlined"
            color="inherit"
          >
            {t('home.enterProductCenter')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
