import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { type Registration, useRegistration } from '@/features/register/api/get-registration';
import { StepTitle } from '@/features/register/components/step-title';
import { errorMessage } from '@/features/register/server-message';
import { useWizardSession } from '@/features/register/use-wizard-session';
import { currentStep, type Step, stepAllowed, stepPath } from '@/features/register/wizard-steps';
import { LOGIN_PATH } from '@/lib/portal-profile';

interface RegistrationGateProps {
  step: Step;
  children: (registration: Registration, sessionKey: string) => ReactNode;
}

/**
 * The steps after the account need the registrant signed in and a registration that may open
 * this step; otherwise the user is asked to sign in (the login page then resumes the wizard),
 * or sent to the step where the registration stands.
 */
export function RegistrationGate({ step, children }: RegistrationGateProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const session = useWizardSession();
  const query = useRegistration(session.sessionKey, { enabled: session.signedIn });

  if (!session.signedIn) {
    return (
      <Stack spacing={3}>
        <StepTitle
          title={t('register.gate.signInTitle')}
          description={t('register.gate.signInText')}
        />
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
            {t('register.gate.signIn')}
          </Button>
          <Button component={RouterLink} to={stepPath('account', search)}>
            {t('register.gate.startOver')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  if (query.isPending) return <LoadingState label={t('register.gate.loading')} />;
  if (query.isError) {
    return (
      <Stack spacing={3}>
        <ErrorState
          message={errorMessage(query.error)}
          onRetry={() => {
            void query.refetch();
          }}
        />
        <div>
          <Button component={RouterLink} to={stepPath('account', search)}>
            {t('register.gate.startOver')}
          </Button>
        </div>
      </Stack>
    );
  }
  const registration = query.data;
  if (!stepAllowed(registration, step)) {
    return <Navigate to={stepPath(currentStep(registration), search)} replace />;
  }
  return children(registration, session.sessionKey);
}
