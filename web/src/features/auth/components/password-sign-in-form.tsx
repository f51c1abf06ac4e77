import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/text-field';
import { PasswordField } from '@/components/password-field';
import { useSignIn } from '@/features/auth/api/sign-in';
import type { SignInAnswer } from '@/features/auth/api/types';
import { CaptchaField } from '@/components/captcha-field';
import { FormAlert } from '@/components/form-alert';
import { type SignInFailure, signInFailure } from '@/features/auth/sign-in-failure';
import { mobileRules, requiredRules, useFieldError } from '@/features/auth/validation';
import { refreshCaptcha } from '@/lib/captcha';

interface Values {
  mobile: string;
  password: string;
  code: string;
}

interface PasswordSignInFormProps {
  onAnswer: (answer: SignInAnswer, mobile: string) => void;
}

/** Mobile, password and image captcha (specification §2 login, DESIGN §11). */
export function PasswordSignInForm({ onAnswer }: PasswordSignInFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<SignInFailure>();
  const { register, handleSubmit, resetField, formState } = useForm<Values>({
    defaultValues: { mobile: '', password: '', code: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ mobile, password, code }) => {
    setFailure(undefined);
    try {
      onAnswer(await signIn.mutateAsync({ loginType: 'password', mobile, password, code }), mobile);
    } catch (error) {
      setFailure(signInFailure(error));
      // Right or wrong, the server has used the captcha up: the next attempt needs a new one.
      resetField('code');
      void refreshCaptcha(queryClient);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure?.message} title={failure?.title} hint={failure?.hint} />
      <TextField
        {...register('mobile', mobileRules)}
        label={t('signIn.mobile')}
        type="tel"
        autoComplete="username"
        error={errors.mobile !== undefined}
        helperText={fieldError(errors.mobile)}
        slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
      />
      <PasswordField
        {...register('password', requiredRules('passwordRequired', false))}
        label={t('signIn.password')}
        autoComplete="current-password"
        error={errors.password !== undefined}
        helperText={fieldError(errors.password)}
      />
      <CaptchaField
        registration={register('code', requiredRules('captchaRequired'))}
        error={fieldError(errors.code)}
      />
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </Stack>
  );
}
