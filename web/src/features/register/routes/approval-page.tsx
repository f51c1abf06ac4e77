import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { type Registration, useRegistration } from '@/features/register/api/get-registration';
import { RegistrationGate } from '@/features/register/components/registration-gate';
import { RegistrationSummary } from '@/features/register/components/registration-summary';
import { StepTitle } from '@/features/register/components/step-title';
import type { RegisterMessages } from '@/features/register/locales/zh-cn';
import { stepPath } from '@/features/register/wizard-steps';

// While the operator has not decided, the page asks again now and then; once approved, the
// wizard moves on to its success step by itself.
const POLL_MS = 30_000;
type ReasonField = keyof RegisterMessages['register']['fields'];

function ApprovalStep({
  registration,
  sessionKey,
}: {
  registration: Registration;
  sessionKey: string;
}) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const pending = registration.status === 'pending';
  const poll = useRegistration(sessionKey, { enabled: pending, refetchInterval: POLL_MS });
  // Reasons name the permit step's fields (or verification, other) by their wire names.
  const fieldLabel = (field: string) =>
    i18n.exists(`register.fields.${field}`) ? t(`register.fields.${field as ReasonField}`) : field;

  return (
    <Stack spacing={3}>
      <StepTitle
        title={t('route.registerApproval')}
        description={t('register.approval.description')}
      />
      <RegistrationSummary registration={registration} />
      {pending ? (
        <>
          <Alert severity="info" role="status">
            {t('register.approval.pendingText')}
          </Alert>
          <Box>
            <Button
              variant="outlined"
              disabled={poll.isFetching}
              onClick={() => void poll.refetch()}
            >
              {t('register.approval.refresh')}
            </Button>
          </Box>
        </>
      ) : (
        <Alert severity="error" role="status">
          <Typography>{t('register.approval.rejectedText')}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {Object.entries(registration.reasons).map(([field, reason]) => (
              <li key={field}>
                {t('register.labelled', { field: fieldLabel(field), text: reason })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {!pending && (
        <Box>
          <Button component={RouterLink} to={stepPath('permit', search)} variant="contained">
            {t('register.approval.correct')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** /index/register/approval: waiting for the operator, or the reasons of a rejection. */
export default function RegisterApprovalPage() {
  return (
    <RegistrationGate step="approval">
      {(registration, sessionKey) => (
        <ApprovalStep registration={registration} sessionKey={sessionKey} />
      )}
    </RegistrationGate>
  );
}
