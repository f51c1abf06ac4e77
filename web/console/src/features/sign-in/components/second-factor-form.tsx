import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import type { SignedInAnswer } from '@console/features/sign-in/api/finish-enrolment';
import { verifySecondFactor } from '@console/features/sign-in/api/verify-second-factor';
import { errorMessage } from '@console/lib/error-message';
import { isApiError } from '@/lib/api-error';

interface SecondFactorFormProps {
  ticket: string;
  onSignedIn: (answer: SignedInAnswer) => void;
  onRestart: (reason: string) => void;
}

/** The authenticator's current code, or (a lost phone) one of the recovery codes. */
export function SecondFactorForm({ ticket, onSignedIn, onRestart }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    const value = code.trim();
    try {
      onSignedIn(
        await verifySecondFactor(ticket, recovery ? { recoveryCode: value } : { code: value }),
      );
    } catch (error) {
      if (isApiError(error) && error.status === 401) onRestart(error.msg);
      else {
        setFailure(errorMessage(error));
        reset();
      }
    }
  });

  const toggle = () => {
    setRecovery((current) => !current);
    setFailure(undefined);
    reset();
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <Typography color="text.secondary">
        {recovery ? t('signIn.totp.recoveryIntro') : t('signIn.totp.intro')}
      </Typography>
      <FormAlert message={failure} />
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? t('signIn.totp.recoveryCode') : t('signIn.totp.code')}
        autoComplete="one-time-code"
        autoFocus
        required
        slotProps={{
          htmlInput: recovery ? { maxLength: 16 } : { inputMode: 'numeric', maxLength: 6 },
        }}
        error={Boolean(errors.code)}
        helperText={errors.code?.message}
        {...register('code', {
          validate: (value) =>
            recovery
              ? value.trim() !== '' || t('signIn.totp.recoveryCodeRequired')
              : /^\d{6}$/.test(value.trim()) || t('signIn.totp.codeRequired'),
        })}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('signIn.totp.submit')}
      </Button>
      <Link component="button" type="button" onClick={toggle} sx={{ alignSelf: 'center' }}>
        {recovery ? t('signIn.totp.useAuthenticator') : t('signIn.totp.useRecoveryCode')}
      </Link>
    </Stack>
  );
}
