import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { NewPasswordForm } from '@/features/reset-password/components/new-password-form';
import { StepTitle } from '@/features/reset-password/components/step-title';
import { readTicket, stepPath } from '@/features/reset-password/wizard-steps';

/** /index/resetpwd/reset: the new password, with the account step's ticket. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const ticket = readTicket(useLocation().state);

  return (
    <Stack spacing={3}>
      <StepTitle title={t('route.resetReset')} description={t('resetPassword.reset.description')} />
      {ticket ? (
        <NewPasswordForm ticket={ticket.ticket} mobile={ticket.mobile} />
      ) : (
        <Alert severity="warning" role="status">
          {t('resetPassword.reset.noTicket')}
        </Alert>
      )}
      <Link component={RouterLink} to={stepPath('account')} sx={{ alignSelf: 'center' }}>
        {t('resetPassword.reset.startOver')}
      </Link>
    </Stack>
  );
}
