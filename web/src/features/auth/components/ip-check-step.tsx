import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/text-field';
import { SendCodeButton } from '@/components/send-code-button';
import { sendIpCheckCode } from '@/features/auth/api/send-ip-check-code';
import type { SignInAnswer } from '@/features/auth/api/types';
import { validateIpCheckCode } from '@/features/auth/api/validate-ip-check-code';
import { FormAlert } from '@/components/form-alert';
import { StepHeading } from '@/features/auth/components/step-heading';
import { errorMessage } from '@/features/auth/error-message';

interface IpCheckStepProps {
  ticket: string;
  onAnswer: (answer: SignInAnswer) => void;
  onBack: () => void;
}

/** A sign-in from an address the user never used: a code to the e-mail on file first. */
export function IpCheckStep({ ticket, onAnswer, onBack }: IpCheckStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const send = async (): Promise<number | false> => {
    setFailure(undefined);
    try {
      const sent = await sendIpCheckCode(ticket);
      setSentTo(sent.to);
      return sent.resendSec;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    }
  };

  const submit = async () => {
    setFailure(undefined);
    if (code.trim() === '') {
      setCodeError(true);
      return;
    }
    setSubmitting(true);
    try {
      onAnswer(await validateIpCheckCode(ticket, code.trim()));
    } catch (error) {
      setFailure(errorMessage(error));
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <StepHeading
          title={t('signIn.ipCheck.title')}
          description={t('signIn.ipCheck.description')}
          focus
        />
      </div>
      <FormAlert message={failure} />
      <FormAlert
        severity="success"
        message={sentTo && !failure ? t('signIn.codeSent', { to: sentTo }) : undefined}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('signIn.ipCheck.code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(false);
          }}
          autoComplete="one-time-code"
          error={codeError}
          helperText={codeError ? t('signIn.ipCheck.codeRequired') : undefined}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
        />
        <SendCodeButton onSend={send} sx={{ flex: 'none', minWidth: 132, height: 56 }} />
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {t('signIn.ipCheck.submit')}
      </Button>
      <Button onClick={onBack}>{t('signIn.backToSignIn')}</Button>
    </Stack>
  );
}
