import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { checkPassword, type NextStep } from '@console/features/sign-in/api/check-password';
import { errorMessage } from '@console/lib/error-message';
import { PasswordField } from '@/components/password-field';

interface PasswordFormProps {
  /** What ended an earlier attempt (a ticket gone stale), shown above the fields. */
  notice?: string;
  onNext: (step: NextStep, username: string) => void;
}

interface Values {
  username: string;
  password: string;
}

/** Username and password: the first step of every sign-in. */
export function PasswordForm({ notice, onNext }: PasswordFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | undefined>(notice);
  const { register, handleSubmit, formState, resetField } = useForm<Values>({
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ username, password }) => {
    setFailure(undefined);
    try {
      const name = username.trim().toLowerCase();
      onNext(await checkPassword(name, password), name);
    } catch (error) {
      setFailure(errorMessage(error));
      resetField('password');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure} />
      <TextField
        label={t('signIn.username')}
        autoComplete="username"
        autoFocus
        required
        error={Boolean(errors.username)}
        helperText={errors.username?.message}
        {...register('username', {
          validate: (value) => value.trim() !== '' || t('signIn.usernameRequired'),
        })}
      />
      <PasswordField
        label={t('signIn.password')}
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        {...register('password', { required: t('signIn.passwordRequired') })}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('signIn.submit')}
      </Button>
    </Stack>
  );
}
