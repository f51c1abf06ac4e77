import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CaptchaField } from '@/components/captcha-field';
import { SendCodeButton } from '@/components/send-code-button';
import { sendRegisterCode } from '@/features/register/api/send-register-code';
import { type MessageKey, required, useFieldMessage } from '@/features/register/form-messages';
import { errorMessage } from '@/features/register/server-message';
import { refreshCaptcha } from '@/lib/captcha';
import { getSmsToken } from '@/lib/sms-token';
import { validateMobile } from '@/lib/validators/mobile';

interface MobileCodeValues {
  mobile: string;
  /** The image captcha: it buys the SMS token, and is not sent with the account. */
  captcha: string;
  smsCode: string;
}

const mobileRule = validateMobile((problem): MessageKey => `register.validation.${problem}`);

interface MobileCodeFieldsProps {
  /** Where a code went (masked), or why none went (the server's msg). */
  onSent: (outcome: { to?: string; failure?: string }) => void;
}

/** Mobile, image captcha and the SMS code with its button (captcha → SMS token → code). */
export function MobileCodeFields({ onSent }: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const queryClient = useQueryClient();
  const { register, getValues, setError, clearErrors, resetField, formState } =
    useFormContext<MobileCodeValues>();
  const { errors } = formState;

  const sendCode = async (): Promise<number | false> => {
    const mobile = getValues('mobile').trim();
    const captcha = getValues('captcha').trim();
    const problem = mobileRule(mobile);
    if (problem === true) clearErrors('mobile');
    else setError('mobile', { message: problem });
    if (captcha === '') setError('captcha', { message: 'register.validation.captchaFirst' });
    else clearErrors('captcha');
    if (problem !== true || captcha === '') return false;
    try {
      const smsToken = await getSmsToken(captcha);
      const sent = await sendRegisterCode(mobile, smsToken);
      onSent({ to: sent.to });
      return sent.resendSec;
    } catch (error) {
      onSent({ failure: errorMessage(error) });
      return false;
    } finally {
      // The server spends the captcha either way: another code needs a new one.
      resetField('captcha');
      void refreshCaptcha(queryClient);
    }
  };

  return (
    <>
      <TextField
        {...register('mobile', { validate: mobileRule })}
        label={t('register.fields.mobile')}
        type="tel"
        autoComplete="tel"
        error={errors.mobile !== undefined}
        helperText={messageOf(errors.mobile)}
        slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
      />
      <CaptchaField registration={register('captcha')} error={messageOf(errors.captcha)} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...register('smsCode', { validate: required('register.validation.smsCodeRequired') })}
          label={t('register.fields.smsCode')}
          autoComplete="one-time-code"
          error={errors.smsCode !== undefined}
          helperText={messageOf(errors.smsCode)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
        />
        <SendCodeButton onSend={sendCode} sx={{ flex: 'none', minWidth: 132, height: 56 }} />
      </Stack>
    </>
  );
}
