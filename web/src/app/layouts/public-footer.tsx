import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PUBLIC_NAV_LINKS } from '@/app/layouts/public-nav-links';

export function PublicFooter() {
  const { t } = useTranslation();

  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', py: 4, mt: 'auto' }}>
      <Container>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {PUBLIC_NAV_LINKS.map(({ to, label }) => (
              <Link key={to} component={RouterLink} to={to} color="inherit" underline="hover">
                {t(label)}
              </Link>
            ))}
          </Stack>
          <Typography variant="body2">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
