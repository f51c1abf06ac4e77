import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { CaptchaField } from '@/components/captcha-field';
import { SendCodeButton } from '@/components/send-code-button';
import { useProveAccount } from '@/features/reset-password/api/prove-account';
import { sendResetCode } from '@/features/reset-password/api/send-reset-code';
import { FormAlert } from '@/components/form-alert';
import {
  errorMessage,
  type MessageKey,
  required,
  useFieldMessage,
} from '@/features/reset-password/form-messages';
import { type ResetTicket, stepPath } from '@/features/reset-password/wizard-steps';
import { refreshCaptcha } from '@/lib/captcha';
import { getSmsToken } from '@/lib/sms-token';
import { validateMobile } from '@/lib/validators/mobile';

interface Values {
  mobile: string;
  /** Asked twice: once to buy the SMS code, once (a new one) with the account step. */
  captcha: string;
  smsCode: string;
}

const mobileRule = validateMobile((problem): MessageKey => `resetPassword.validation.${problem}`);

/**
 * Mobile, image captcha and SMS code. Every answer reads the same for a number with or
 * without an account; the ticket of a right one goes with the user to the reset step.
 */
export function ResetAccountForm() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const proveAccount = useProveAccount();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const { register, handleSubmit, getValues, setError, clearErrors, resetField, formState } =
    useForm<Values>({ defaultValues: { mobile: '', captcha: '', smsCode: '' } });
  const { errors } = formState;

  // The server spends a captcha on every check, right or wrong.
  const newCaptcha = () => {
    resetField('captcha');
    void refreshCaptcha(queryClient);
  };

  const sendCode = async (): Promise<number | false> => {
    setFailure(undefined);
    const mobile = getValues('mobile').trim();
    const captcha = getValues('captcha').trim();
    const problem = mobileRule(mobile);
    if (problem === true) clearErrors('mobile');
    else setError('mobile', { message: problem });
    if (captcha === '') setError('captcha', { message: 'resetPassword.validation.captchaFirst' });
    else clearErrors('captcha');
    if (problem !== true || captcha === '') return false;
    try {
      const sent = await sendResetCode(mobile, await getSmsToken(captcha));
      setSentTo(sent.to);
      return sent.resendSec;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    } finally {
      newCaptcha();
    }
  };

  const submit = handleSubmit(async ({ mobile, captcha, smsCode }) => {
    setFailure(undefined);
    try {
      const { ticket } = await proveAccount.mutateAsync({
        mobile: mobile.trim(),
        code: captcha.trim(),
        smsCode: smsCode.trim(),
      });
      const state: ResetTicket = { ticket, mobile: mobile.trim() };
      void navigate(stepPath('reset'), { state });
    } catch (error) {
      setFailure(errorMessage(error));
      newCaptcha();
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure} />
      <FormAlert
        severity="info"
        message={
          sentTo && !failure ? t('resetPassword.account.codeSent', { to: sentTo }) : undefined
        }
      />
      <TextField
        {...register('mobile', { validate: mobileRule })}
        label={t('resetPassword.fields.mobile')}
        type="tel"
        autoComplete="username"
        error={errors.mobile !== undefined}
        helperText={fieldMessage(errors.mobile)}
        slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
      />
      <CaptchaField
        registration={register('captcha', {
          validate: required('resetPassword.validation.captchaRequired'),
        })}
        error={fieldMessage(errors.captcha)}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...register('smsCode', {
            validate: required('resetPassword.validation.smsCodeRequired'),
          })}
          label={t('resetPassword.fields.smsCode')}
          autoComplete="one-time-code"
          error={errors.smsCode !== undefined}
          helperText={fieldMessage(errors.smsCode)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
        />
        <SendCodeButton onSend={sendCode} sx={{ flex: 'none', minWidth: 132, height: 56 }} />
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={proveAccount.isPending}>
        {t('resetPassword.account.submit')}
      </Button>
    </Stack>
  );
}
