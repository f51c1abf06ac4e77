import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { PasswordRules } from '@console/components/password-rules';
import type { NextStep } from '@console/features/sign-in/api/check-password';
import { replaceTemporaryPassword } from '@console/features/sign-in/api/replace-temporary-password';
import { errorMessage } from '@console/lib/error-message';
import { meetsPasswordRule } from '@console/lib/password-rule';
import { isApiError } from '@/lib/api-error';
import { PasswordField } from '@/components/password-field';

interface NewPasswordFormProps {
  ticket: string;
  username: string;
  onNext: (step: NextStep) => void;
  /** The ticket is gone (too slow, too many tries): back to the start with the reason. */
  onRestart: (reason: string) => void;
}

interface Values {
  password: string;
  confirm: string;
}

/** A temporary password is replaced before anything else; the rules show as they are met. */
export function NewPasswordForm({ ticket, username, onNext, onRestart }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, control } = useForm<Values>({
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onNext(await replaceTemporaryPassword(ticket, values.password));
    } catch (error) {
      if (isApiError(error) && error.status === 401) onRestart(error.msg);
      else setFailure(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <Typography color="text.secondary">{t('signIn.changePassword.intro')}</Typography>
      <FormAlert message={failure} />
      <PasswordField
        label={t('signIn.changePassword.newPassword')}
        autoComplete="new-password"
        autoFocus
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        {...register('password', {
          required: t('signIn.changePassword.required'),
          validate: (value) =>
            meetsPasswordRule(value, username) || t('signIn.changePassword.weak'),
        })}
      />
      <PasswordRules password={password} username={username} />
      <PasswordField
        label={t('signIn.changePassword.confirmPassword')}
        autoComplete="new-password"
        required
        error={Boolean(errors.confirm)}
        helperText={errors.confirm?.message}
        {...register('confirm', {
          required: t('signIn.changePassword.confirmRequired'),
          validate: (value, values) =>
            value === values.password || t('signIn.changePassword.mismatch'),
        })}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('signIn.changePassword.submit')}
      </Button>
    </Stack>
  );
}
