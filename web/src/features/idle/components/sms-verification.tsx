import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { SendCodeButton } from '@/components/send-code-button';
import { sendLogoutCode } from '@/features/idle/api/send-logout-code';
import { isApiError } from '@/lib/api-error';
import { maskMobile } from '@/lib/format';
import { notifyWarning } from '@/lib/notifications';

interface SmsVerificationProps {
  /** The mobile the user signed in with, when this browser knows it. */
  knownMobile: string | undefined;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  mobileError: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  codeError: boolean;
  disabled: boolean;
}

/** The SMS tab: a code to the user's own mobile, then the code. */
export function SmsVerification({
  knownMobile,
  mobile,
  onMobileChange,
  mobileError,
  code,
  onCodeChange,
  codeError,
  disabled,
}: SmsVerificationProps) {
  const { t } = useTranslation();

  const send = async (): Promise<number | false> => {
    const target = (knownMobile ?? mobile).trim();
    if (target === '') {
      onMobileChange('');
      return false;
    }
    try {
      return (await sendLogoutCode(target)).resendSec;
    } catch (error) {
      if (!(isApiError(error) && error.handled)) {
        notifyWarning(isApiError(error) ? error.msg : t('errors.requestFailed'));
      }
      return false;
    }
  };

  return (
    <Stack spacing={2}>
      {knownMobile ? (
        <Typography color="text.secondary">
          {t('idle.smsTo', { mobile: maskMobile(knownMobile) })}
        </Typography>
      ) : (
        <TextField
          label={t('idle.mobile')}
          type="tel"
          value={mobile}
          onChange={(event) => {
            onMobileChange(event.target.value);
          }}
          error={mobileError}
          helperText={mobileError ? t('idle.mobileRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
        />
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('idle.smsCode')}
          value={code}
          onChange={(event) => {
            onCodeChange(event.target.value);
          }}
          autoComplete="one-time-code"
          error={codeError}
          helperText={codeError ? t('idle.smsCodeRequired') : undefined}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
        />
        <SendCodeButton onSend={send} sx={{ flex: 'none', minWidth: 132, height: 56 }} />
      </Stack>
    </Stack>
  );
}
