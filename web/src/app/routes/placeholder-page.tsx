import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useRouteTitle } from '@/app/routes/use-route-meta';

/** Stands in for a screen that is declared in the route tree but not built yet. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();

  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title ? t(title) : t('app.name')}
      </Typography>
      <Typography color="text.secondary">{t('placeholder.comingSoon')}</Typography>
    </Container>
  );
}
