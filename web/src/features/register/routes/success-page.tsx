import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import type { Registration } from '@/features/register/api/get-registration';
import { FormAlert } from '@/components/form-alert';
import { RegistrationGate } from '@/features/register/components/registration-gate';
import { StepTitle } from '@/features/register/components/step-title';
import { errorMessage } from '@/features/register/server-message';
import { useWizardSession } from '@/features/register/use-wizard-session';
import { clearTokens } from '@/lib/auth-token';
import { beginLoading } from '@/lib/loading';
import { LOGIN_PATH } from '@/lib/portal-profile';
import { switchSession } from '@/lib/refresh-token';
import { paths } from '@/lib/paths';

const PRODUCT_CENTRE_PATH = paths.productCentre;

/**
 * Approved: the registrant's session has no company yet, so entering the portal switches it
 * to the new administrator's employee record (as a company switch does); a session the server
 * will not switch (expired, another user's) signs in again instead.
 */
function SuccessStep({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { registrant } = useWizardSession();
  const [failure, setFailure] = useState<string>();
  const [entering, setEntering] = useState(false);
  const employeeCode = registration.employeeCode;

  const enter = async () => {
    if (!registrant) {
      void navigate(PRODUCT_CENTRE_PATH);
      return;
    }
    if (!employeeCode) return;
    setFailure(undefined);
    setEntering(true);
    const endLoading = beginLoading();
    try {
      await switchSession({ employeeCode });
      void navigate(PRODUCT_CENTRE_PATH);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      endLoading();
      setEntering(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
      <StepTitle title={t('route.registerSuccess')} />
      <Typography>
        {t('register.success.text', { company: registration.compName ?? '' })}
      </Typography>
      <FormAlert message={failure} />
      {failure ? (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">{t('register.success.signInText')}</Typography>
          <Button
            component={RouterLink}
            to={LOGIN_PATH}
            variant="contained"
            onClick={() => {
              clearTokens();
            }}
          >
            {t('register.success.signIn')}
          </Button>
        </Stack>
      ) : (
        <Button variant="contained" size="large" disabled={entering} onClick={() => void enter()}>
          {t('register.success.enter')}
        </Button>
      )}
    </Stack>
  );
}

/** /index/register/success: the company is active; in as its administrator. */
export default function RegisterSuccessPage() {
  return (
    <RegistrationGate step="success">
      {(registration) => <SuccessStep registration={registration} />}
    </RegistrationGate>
  );
}
