import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/text-field';
import { checkTwoStep } from '@/features/auth/api/check-two-step';
import type { SignInAnswer } from '@/features/auth/api/types';
import { FormAlert } from '@/components/form-alert';
import { StepHeading } from '@/features/auth/components/step-heading';
import { errorMessage } from '@/features/auth/error-message';

interface TwoStepStepProps {
  ticket: string;
  onAnswer: (answer: SignInAnswer) => void;
  onBack: () => void;
}

/** Two-step users: the authenticator app's code, or one of the recovery codes instead. */
export function TwoStepStep({ ticket, onAnswer, onBack }: TwoStepStepProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setFailure(undefined);
    const typed = value.trim();
    if (recovery ? typed === '' : !/^\d{6}$/.test(typed)) {
      setMissing(true);
      return;
    }
    setSubmitting(true);
    try {
      onAnswer(await checkTwoStep(ticket, recovery ? { recoveryCode: typed } : { code: typed }));
    } catch (error) {
      setFailure(errorMessage(error));
      setValue('');
    } finally {
      setSubmitting(false);
    }
  };

  const toggle = () => {
    setRecovery(!recovery);
    setValue('');
    setMissing(false);
    setFailure(undefined);
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
          title={t('signIn.twoStep.title')}
          description={t(
            recovery ? 'signIn.twoStep.recoveryDescription' : 'signIn.twoStep.description',
          )}
          focus
        />
      </div>
      <FormAlert message={failure} />
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={t(recovery ? 'signIn.twoStep.recoveryCode' : 'signIn.twoStep.code')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setMissing(false);
        }}
        autoComplete="one-time-code"
        error={missing}
        helperText={
          missing
            ? t(recovery ? 'signIn.twoStep.recoveryCodeRequired' : 'signIn.twoStep.codeRequired')
            : undefined
        }
        fullWidth
        slotProps={{
          htmlInput: recovery ? { maxLength: 24 } : { maxLength: 6, inputMode: 'numeric' },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {t('signIn.twoStep.submit')}
      </Button>
      <Button onClick={toggle}>
        {t(recovery ? 'signIn.twoStep.useApp' : 'signIn.twoStep.useRecovery')}
      </Button>
      <Button onClick={onBack}>{t('signIn.backToSignIn')}</Button>
    </Stack>
  );
}
