import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Registration } from '@/features/register/api/get-registration';
import { FaceVerification } from '@/features/register/components/face-verification';
import { RealNameForm } from '@/features/register/components/real-name-form';
import { RegistrationGate } from '@/features/register/components/registration-gate';
import { StepTitle } from '@/features/register/components/step-title';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function VerificationStep({
  registration,
  sessionKey,
}: {
  registration: Registration;
  sessionKey: string;
}) {
  const { t } = useTranslation();
  const redo = registration.reasons.verification;

  return (
    <Stack spacing={3}>
      <StepTitle
        title={t('route.registerVerification')}
        description={t('register.verification.description')}
      />
      {redo && (
        <Alert severity="warning" role="status">
          {t('register.verification.redo', { reason: redo })}
        </Alert>
      )}
      <Part title={t('register.verification.realNameTitle')}>
        {registration.realNamePassed ? (
          <Alert severity="success" role="status">
            {t('register.verification.realNamePassed', {
              name: registration.realName ?? '',
              idNumber: registration.realNameIdNumber ?? '',
            })}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {t('register.verification.realNameHint')}
            </Typography>
            <RealNameForm defaultName={registration.name} sessionKey={sessionKey} />
          </Stack>
        )}
      </Part>
      <Divider />
      <Part title={t('register.verification.faceTitle')}>
        {registration.realNamePassed ? (
          <FaceVerification sessionKey={sessionKey} />
        ) : (
          <Typography color="text.secondary">{t('register.verification.faceFirst')}</Typography>
        )}
      </Part>
    </Stack>
  );
}

/** /index/register/verification: the registrant's real-name check, then a face verification. */
export default function RegisterVerificationPage() {
  return (
    <RegistrationGate step="verification">
      {(registration, sessionKey) => (
        <VerificationStep registration={registration} sessionKey={sessionKey} />
      )}
    </RegistrationGate>
  );
}
