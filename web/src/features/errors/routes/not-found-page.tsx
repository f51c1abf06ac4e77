import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();

  return (
    <Container
      component="section"
      maxWidth="sm"
      sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}
    >
      <SearchOffOutlined sx={{ fontSize: 72, color: 'primary.main' }} aria-hidden />
      <Typography variant="h2" component="p" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" data-testid="not-found" gutterBottom>
        {t('route.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.description')}
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
