import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

/** Forgot password and register, under the sign-in form. */
export function SignInLinks() {
  const { t } = useTranslation();

  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Link component={RouterLink} to={paths.resetPassword}>
        {t('signIn.forgotPassword')}
      </Link>
      <Typography component="span" variant="body2" sx={{ alignSelf: 'center' }}>
        {t('signIn.noAccount')}{' '}
        <Link component={RouterLink} to={paths.register}>
          {t('signIn.register')}
        </Link>
      </Typography>
    </Stack>
  );
}
