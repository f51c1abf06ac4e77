import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@console/components/copy-button';
import { FormAlert } from '@console/components/form-alert';
import { useEnrolment } from '@console/features/sign-in/api/start-enrolment';
import {
  finishEnrolment,
  type SignedInAnswer,
} from '@console/features/sign-in/api/finish-enrolment';
import { groupedSecret } from '@console/features/sign-in/grouped-secret';
import { errorMessage } from '@console/lib/error-message';
import { isApiError } from '@/lib/api-error';
import { LoadingState } from '@/components/loading-state';

interface EnrolFormProps {
  ticket: string;
  onSignedIn: (answer: SignedInAnswer) => void;
  onRestart: (reason: string) => void;
}

/**
 * The authenticator is set up at the first sign-in: the QR code to scan, the secret to type
 * instead, and its first code to prove it works.
 */
export function EnrolForm({ ticket, onSignedIn, onRestart }: EnrolFormProps) {
  const { t } = useTranslation();
  const enrolment = useEnrolment(ticket);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, resetField } = useForm({
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const refused = enrolment.error;
  useEffect(() => {
    if (isApiError(refused) && refused.status === 401) onRestart(refused.msg);
  }, [refused, onRestart]);

  const submit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      onSignedIn(await finishEnrolment(ticket, code.trim()));
    } catch (error) {
      if (isApiError(error) && error.status === 401) onRestart(error.msg);
      else {
        setFailure(errorMessage(error));
        resetField('code');
      }
    }
  });

  if (enrolment.isPending) return <LoadingState label={t('signIn.enroll.loading')} />;
  if (enrolment.error) return <FormAlert message={errorMessage(enrolment.error)} />;
  const { secret, qrCode } = enrolment.data;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <Typography color="text.secondary">{t('signIn.enroll.intro')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={qrCode}
          alt={t('signIn.enroll.qrAlt')}
          sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Box>
      <div>
        <Typography variant="body2" color="text.secondary" id="enrol-secret-label">
          {t('signIn.enroll.secret')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          <Box
            component="code"
            aria-labelledby="enrol-secret-label"
            data-testid="totp-secret"
            data-secret={secret}
            sx={{
              flexGrow: 1,
              p: 1.25,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontFamily: 'monospace',
              fontSize: 15,
              letterSpacing: 1,
              overflowWrap: 'anywhere',
            }}
          >
            {groupedSecret(secret)}
          </Box>
          <CopyButton text={secret} label={t('signIn.enroll.copySecret')} />
        </Stack>
      </div>
      <FormAlert message={failure} />
      <TextField
        label={t('signIn.enroll.code')}
        autoComplete="one-time-code"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        error={Boolean(errors.code)}
        helperText={errors.code?.message}
        {...register('code', {
          validate: (value) => /^\d{6}$/.test(value.trim()) || t('signIn.enroll.codeRequired'),
        })}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('signIn.enroll.submit')}
      </Button>
    </Stack>
  );
}
