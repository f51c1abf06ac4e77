import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { LoadingState } from '@/components/loading-state';
import { useInvitation } from '@/features/register/api/get-invitation';
import type { Registration } from '@/features/register/api/get-registration';
import { InvitationNotice } from '@/features/register/components/invitation-notice';
import { PermitForm } from '@/features/register/components/permit-form';
import { RegistrationGate } from '@/features/register/components/registration-gate';
import { StepTitle } from '@/features/register/components/step-title';
import { permitDefaults } from '@/features/register/permit-values';
import { inviteCodeOf } from '@/features/register/wizard-steps';

function PermitStep({
  registration,
  sessionKey,
}: {
  registration: Registration;
  sessionKey: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const inviteCode = inviteCodeOf(search);
  // The registration's own invitation first; else what the link's code names.
  const linked = useInvitation(registration.invitation ? undefined : inviteCode);
  const invitation = registration.invitation ?? linked.data;
  if (linked.isLoading) return <LoadingState label={t('register.gate.loading')} />;

  return (
    <Stack spacing={3}>
      <StepTitle title={t('route.registerPermit')} description={t('register.permit.description')} />
      <InvitationNotice invitation={invitation ?? undefined} invalid={linked.isError} />
      <PermitForm
        key={registration.registrationId}
        registration={registration}
        sessionKey={sessionKey}
        defaults={permitDefaults(
          registration,
          invitation ?? undefined,
          inviteCode,
          t('register.permit.licenceOnFile'),
        )}
      />
    </Stack>
  );
}

/** /index/register/permit: the company's details (and their correction after a rejection). */
export default function RegisterPermitPage() {
  return (
    <RegistrationGate step="permit">
      {(registration, sessionKey) => (
        <PermitStep registration={registration} sessionKey={sessionKey} />
      )}
    </RegistrationGate>
  );
}
