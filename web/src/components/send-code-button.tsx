import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type Countdown, useCountdown } from '@/components/use-countdown';

/** Specification §4/§9: a code button waits 120 s before 'resend'. */
export const RESEND_SECONDS = 120;

interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /**
   * Sends a code; resolves to the seconds to wait before the next one (the server's
   * `resendSec`), or `false` when nothing was sent (the countdown does not start).
   */
  onSend: () => Promise<number | false>;
  /** The wait before a resend, when the form follows it too; else the button's own. */
  countdown?: Countdown;
}

/** 'Get code', then a countdown, then 'resend'. Disabled while sending or counting down. */
export function SendCodeButton({ onSend, disabled, countdown, ...props }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const own = useCountdown();
  const resendWait = countdown ?? own;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait === false) return;
      setSent(true);
      resendWait.start(wait > 0 ? wait : RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  let label = t('sharedUi.sendCode.send');
  if (resendWait.running) {
    label = t('sharedUi.sendCode.countdown', { seconds: resendWait.remaining });
  } else if (sent) {
    label = t('sharedUi.sendCode.resend');
  }

  return (
    <Button
      variant="outlined"
      {...props}
      disabled={disabled || sending || resendWait.running}
      onClick={() => void send()}
    >
      {label}
    </Button>
  );
}
