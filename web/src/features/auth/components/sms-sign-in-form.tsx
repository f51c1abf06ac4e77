import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/text-field';
import { SendCodeButton } from '@/components/send-code-button';
import { useCountdown } from '@/components/use-countdown';
import { sendLoginCode } from '@/features/auth/api/send-login-code';
import { useSignIn } from '@/features/auth/api/sign-in';
import type { SignInAnswer } from '@/features/auth/api/types';
import { CaptchaField } from '@/components/captcha-field';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/features/auth/error-message';
import { type SignInFailure, signInFailure } from '@/features/auth/sign-in-failure';
import { mobileRules, requiredRules, useFieldError } from '@/features/auth/validation';
import { refreshCaptcha } from '@/lib/captcha';
import { getSmsToken } from '@/lib/sms-token';
import { mobileProblem } from '@/lib/validators/mobile';

interface Values {
  mobile: string;
  /**
   * The image captcha: needed to ask for a code (it buys the SMS token), not to sign in, so
   * it is asked for only while a code may be asked for.
   */
  code: string;
  smsCode: string;
}

interface SmsSignInFormProps {
  onAnswer: (answer: SignInAnswer, mobile: string) => void;
}

/**
 * Mobile and SMS code; the code is sent once the image captcha is solved (DESIGN §3). One
 * solved captcha per code: once it is sent, the captcha leaves the form until a resend is
 * possible, so nobody takes a fresh image for a second captcha the sign-in needs.
 */
export function SmsSignInForm({ onAnswer }: SmsSignInFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<SignInFailure>();
  const [sentTo, setSentTo] = useState<string>();
  const resendWait = useCountdown();
  const { register, handleSubmit, getValues, setError, clearErrors, resetField, formState } =
    useForm<Values>({ defaultValues: { mobile: '', code: '', smsCode: '' } });
  const { errors } = formState;

  const newCaptcha = () => {
    resetField('code');
    void refreshCaptcha(queryClient);
  };

  const sendCode = async (): Promise<number | false> => {
    setFailure(undefined);
    const mobile = getValues('mobile').trim();
    const captcha = getValues('code').trim();
    const problem = mobileProblem(mobile);
    if (problem) setError('mobile', { message: problem });
    else clearErrors('mobile');
    if (captcha === '') setError('code', { message: 'captchaFirst' });
    else clearErrors('code');
    if (problem || captcha === '') return false;
    let smsToken: string;
    try {
      smsToken = await getSmsToken(captcha);
    } catch (error) {
      // Specification §8: a failed SMS token fetch shows its msg in an alert.
      setFailure({ message: errorMessage(error) });
      newCaptcha();
      return false;
    }
    // The captcha is spent either way. Sent: the field goes until a resend may be asked
    // for, and its next image is drawn when it comes back (the field's first fetch).
    try {
      const sent = await sendLoginCode(mobile, smsToken);
      setSentTo(sent.to);
      resetField('code');
      return sent.resendSec;
    } catch (error) {
      setFailure({ message: errorMessage(error) });
      newCaptcha();
      return false;
    }
  };

  const submit = handleSubmit(async ({ mobile, smsCode }) => {
    setFailure(undefined);
    try {
      onAnswer(await signIn.mutateAsync({ loginType: 'sms', mobile, smsCode }), mobile);
    } catch (error) {
      setFailure(signInFailure(error));
      resetField('smsCode');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure?.message} title={failure?.title} hint={failure?.hint} />
      <FormAlert
        severity="success"
        message={sentTo && !failure ? t('signIn.codeSent', { to: sentTo }) : undefined}
      />
      <TextField
        {...register('mobile', mobileRules)}
        label={t('signIn.mobile')}
        type="tel"
        autoComplete="username"
        error={errors.mobile !== undefined}
        helperText={fieldError(errors.mobile)}
        slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
      />
      {!resendWait.running && (
        <CaptchaField
          registration={register('code', { setValueAs: (v: string) => v.trim() })}
          error={fieldError(errors.code)}
        />
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...register('smsCode', requiredRules('smsCodeRequired'))}
          label={t('signIn.smsCode')}
          autoComplete="one-time-code"
          error={errors.smsCode !== undefined}
          helperText={fieldError(errors.smsCode)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
        />
        <SendCodeButton
          onSend={sendCode}
          countdown={resendWait}
          sx={{ flex: 'none', minWidth: 120, height: 56 }}
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </Stack>
  );
}
