import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';

import { LoadingState } from '@/components/loading-state';
import { useInvitation } from '@/features/register/api/get-invitation';
import { useRegistration } from '@/features/register/api/get-registration';
import { AccountForm } from '@/features/register/components/account-form';
import { InvitationNotice } from '@/features/register/components/invitation-notice';
import { StepTitle } from '@/features/register/components/step-title';
import { useWizardSession } from '@/features/register/use-wizard-session';
import { currentStep, inviteCodeOf, stepPath } from '@/features/register/wizard-steps';
import { LOGIN_PATH } from '@/lib/portal-profile';

/**
 * /index/register/account: a new account (an invitation link fills in the contact's name).
 * A registrant who is signed in already goes on where the registration stands.
 */
export default function RegisterAccountPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const session = useWizardSession();
  const registration = useRegistration(session.sessionKey, { enabled: session.registrant });
  const inviteCode = inviteCodeOf(search);
  const invitation = useInvitation(inviteCode);

  if (session.registrant) {
    if (registration.isPending) return <LoadingState label={t('register.gate.loading')} />;
    if (registration.isSuccess) {
      return <Navigate to={stepPath(currentStep(registration.data), search)} replace />;
    }
  }
  if (invitation.isLoading) return <LoadingState label={t('register.gate.loading')} />;

  return (
    <Stack spacing={3}>
      <StepTitle
        title={t('route.registerAccount')}
        description={t('register.account.description')}
      />
      <InvitationNotice invitation={invitation.data} invalid={invitation.isError} />
      <AccountForm defaultName={invitation.data?.contactName} />
      <Typography variant="body2">
        {t('register.account.haveAccount')}{' '}
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('register.account.signIn')}
        </Link>
      </Typography>
    </Stack>
  );
}
