import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ResetAccountForm } from '@/features/reset-password/components/account-form';
import { StepTitle } from '@/features/reset-password/components/step-title';
import { LOGIN_PATH } from '@/lib/portal-profile';

/** /index/resetpwd/account: prove the mobile (image captcha, then SMS code). */
export default function ResetAccountPage() {
  const { t } = useTranslation();

  return (
    <Stack spacing={3}>
      <StepTitle
        title={t('route.resetAccount')}
        description={t('resetPassword.account.description')}
      />
      <ResetAccountForm />
      <Link component={RouterLink} to={LOGIN_PATH} sx={{ alignSelf: 'center' }}>
        {t('resetPassword.backToSignIn')}
      </Link>
    </Stack>
  );
}
