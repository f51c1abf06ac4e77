import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PasswordField } from '@/components/password-field';
import { changePassword } from '@/features/auth/api/change-password';
import type { SignInAnswer } from '@/features/auth/api/types';
import { FormAlert } from '@/components/form-alert';
import { StepHeading } from '@/features/auth/components/step-heading';
import { errorMessage } from '@/features/auth/error-message';
import { isPasswordRule } from '@/features/auth/password-rule';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { brokenPasswordStrength } from '@/lib/validators/password-strength';

interface ChangePasswordStepProps {
  ticket: string;
  /** The rule the current password breaks (the sign-in answer's `passwordRule`). */
  rule: string | undefined;
  mobile: string;
  onAnswer: (answer: SignInAnswer) => void;
  onBack: () => void;
}

type Problem = 'newPasswordRequired' | 'confirmRequired' | 'mismatch';

/** The password is weak or too old: a new one before the sign-in goes on. */
export function ChangePasswordStep({
  ticket,
  rule,
  mobile,
  onAnswer,
  onBack,
}: ChangePasswordStepProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string>();
  const [confirmProblem, setConfirmProblem] = useState<Problem>();
  const [failure, setFailure] = useState<string>();
  const { confirmAndRun, running } = useConfirmAndRun();

  const validate = (): boolean => {
    const broken = password === '' ? undefined : brokenPasswordStrength(password, mobile);
    setPasswordProblem(
      password === ''
        ? t('signIn.changePassword.newPasswordRequired')
        : broken && t(`signIn.changePassword.rules.${broken}`),
    );
    let problem: Problem | undefined;
    if (confirm === '') problem = 'confirmRequired';
    else if (confirm !== password) problem = 'mismatch';
    setConfirmProblem(problem);
    return password !== '' && broken === undefined && problem === undefined;
  };

  const submit = async () => {
    setFailure(undefined);
    if (!validate()) return;
    const outcome = await confirmAndRun(() => changePassword(ticket, password), {
      text: t('signIn.changePassword.confirm'),
      failureShownInForm: true,
    });
    if (outcome.status === 'done') onAnswer(outcome.result);
    else if (outcome.status === 'failed') setFailure(errorMessage(outcome.error));
  };

  const reason = isPasswordRule(rule) ? t(`signIn.changePassword.rules.${rule}`) : undefined;

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
          title={t('signIn.changePassword.title')}
          description={t('signIn.changePassword.description')}
          focus
        />
      </div>
      <FormAlert severity="warning" message={reason} />
      <FormAlert message={failure} />
      <PasswordField
        label={t('signIn.changePassword.newPassword')}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setPasswordProblem(undefined);
        }}
        autoComplete="new-password"
        error={passwordProblem !== undefined}
        helperText={passwordProblem ?? t('signIn.changePassword.hint')}
      />
      <PasswordField
        label={t('signIn.changePassword.confirmPassword')}
        value={confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
          setConfirmProblem(undefined);
        }}
        autoComplete="new-password"
        error={confirmProblem !== undefined}
        helperText={confirmProblem && t(`signIn.changePassword.${confirmProblem}`)}
      />
      <Button type="submit" variant="contained" size="large" disabled={running}>
        {t('signIn.changePassword.submit')}
      </Button>
      <Button onClick={onBack}>{t('signIn.backToSignIn')}</Button>
    </Stack>
  );
}
