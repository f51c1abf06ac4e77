import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { StepTitle } from '@/features/reset-password/components/step-title';
import { LOGIN_PATH } from '@/lib/portal-profile';

/** /index/resetpwd/complete: done; on to sign in with the new password. */
export default function ResetCompletePage() {
  const { t } = useTranslation();

  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
      <StepTitle title={t('route.resetComplete')} />
      <Typography>{t('resetPassword.complete.text')}</Typography>
      <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large">
        {t('resetPassword.complete.signIn')}
      </Button>
    </Stack>
  );
}
