import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PRODUCT_CENTRE_PATH } from '@/features/shell/hooks/use-switch-session';

/**
 * Shown in place of a page the user's roles do not grant (specification §6), at the page's own
 * address, so the user sees what was refused and can go back.
 */
export function NoPermission() {
  const { t } = useTranslation();

  return (
    <Container
      component="section"
      maxWidth="sm"
      data-testid="no-permission"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
    >
      <LockOutlined sx={{ fontSize: 64, color: 'warning.main' }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('shell.noPermissionTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('shell.noPermissionDescription')}
      </Typography>
      <Button component={RouterLink} to={PRODUCT_CENTRE_PATH} variant="contained">
        {t('shell.backToProductCentre')}
      </Button>
    </Container>
  );
}
