import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MethodTabs } from '@/components/method-tabs';
import { PasswordField } from '@/components/password-field';
import { useCountdown } from '@/components/use-countdown';
import type { LogoutWay } from '@/features/idle/api/get-logout-way';
import {
  APP_CODE_CHECK,
  PASSWORD_CHECK,
  SMS_CHECK,
  VERIFIED,
  verifyIdentity,
  waitingTime,
} from '@/features/idle/api/verify-identity';
import { SmsVerification } from '@/features/idle/components/sms-verification';
import { exitDirectly } from '@/features/idle/idle-watch';
import { isApiError } from '@/lib/api-error';
import { clearSecurityVerification } from '@/lib/idle-lock';
import { notifySuccess, notifyWarning } from '@/lib/notifications';
import { signedInMobile } from '@/lib/signed-in-user';

type CheckType = typeof PASSWORD_CHECK | typeof SMS_CHECK | typeof APP_CODE_CHECK;
type Missing = 'password' | 'code' | 'mobile' | 'appCode';

interface VerificationFormProps {
  logoutWay: LogoutWay;
  /** The user has two-step on: the authenticator app's code is a third way. */
  twoStep: boolean;
  header: ReactNode;
}

function methodsFor(logoutWay: LogoutWay, twoStep: boolean): CheckType[] {
  const methods: CheckType[] = logoutWay === 20 ? [SMS_CHECK] : [PASSWORD_CHECK, SMS_CHECK];
  return twoStep ? [...methods, APP_CODE_CHECK] : methods;
}

/**
 * Password or SMS verification (specification §4/§5): required fields, then the server's
 * answer. Right: 'operation successful, please continue' and the lock lifts with the page as
 * it was. Wrong: the server's msg, the inputs cleared, and the verify button waits the
 * server's `passwordEnterInterval`.
 */
export function VerificationForm({ logoutWay, twoStep, header }: VerificationFormProps) {
  const { t } = useTranslation();
  const methods = methodsFor(logoutWay, twoStep);
  const [checkType, setCheckType] = useState<CheckType>(methods[0] ?? SMS_CHECK);
  const [knownMobile] = useState(signedInMobile);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [appCode, setAppCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [missing, setMissing] = useState<ReadonlySet<Missing>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const wait = useCountdown();

  const required = (): Set<Missing> => {
    const empty = new Set<Missing>();
    if (checkType === PASSWORD_CHECK && password === '') empty.add('password');
    if (checkType === SMS_CHECK && code.trim() === '') empty.add('code');
    if (checkType === SMS_CHECK && !knownMobile && mobile.trim() === '') empty.add('mobile');
    if (checkType === APP_CODE_CHECK && appCode.trim() === '') empty.add('appCode');
    return empty;
  };

  const submit = async () => {
    const empty = required();
    setMissing(empty);
    if (empty.size > 0) {
      notifyWarning(t('idle.checkForm'));
      return;
    }
    setSubmitting(true);
    try {
      const userMobile = knownMobile ?? mobile.trim();
      const answer = await verifyIdentity(
        checkType === PASSWORD_CHECK
          ? { checkType, password, userMobile }
          : checkType === SMS_CHECK
            ? { checkType, mobileCode: code.trim(), userMobile }
            : { checkType, totpCode: appCode.trim(), userMobile },
      );
      if (answer.loginType === VERIFIED) {
        notifySuccess(t('feedback.operationSuccessfulContinue'));
        clearSecurityVerification();
        return;
      }
      notifyWarning(t('feedback.operationFailed'));
    } catch (error) {
      if (isApiError(error) && error.handled) return; // the session ended: the login page
      notifyWarning(isApiError(error) ? error.msg : t('feedback.operationFailed'));
      const seconds = isApiError(error) ? waitingTime(error.body) : undefined;
      if (seconds !== undefined) wait.start(seconds);
      setPassword('');
      setCode('');
      setAppCode('');
    } finally {
      setSubmitting(false);
    }
  };

  const tabLabel = {
    [PASSWORD_CHECK]: t('idle.passwordTab'),
    [SMS_CHECK]: t('idle.smsTab'),
    [APP_CODE_CHECK]: t('idle.appTab'),
  };
  const panel = (type: CheckType) => ({
    role: 'tabpanel',
    id: `idle-panel-${type}`,
    'aria-labelledby': methods.length > 1 ? `idle-tab-${type}` : undefined,
    hidden: type !== checkType,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        {header}
        {methods.length > 1 && (
          <Box sx={{ mb: 2 }}>
            <MethodTabs
              label={t('idle.tabsLabel')}
              tabs={methods.map((type) => ({ value: type, label: tabLabel[type] }))}
              value={checkType}
              onChange={(next) => {
                setCheckType(next);
                setMissing(new Set());
              }}
              idPrefix="idle"
            />
          </Box>
        )}
        {methods.includes(PASSWORD_CHECK) && (
          <Box {...panel(PASSWORD_CHECK)}>
            <PasswordField
              label={t('idle.password')}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(new Set());
              }}
              autoComplete="current-password"
              error={missing.has('password')}
              helperText={missing.has('password') ? t('idle.passwordRequired') : undefined}
              disabled={wait.running}
              fullWidth
            />
          </Box>
        )}
        <Box {...panel(SMS_CHECK)}>
          <SmsVerification
            knownMobile={knownMobile}
            mobile={mobile}
            onMobileChange={(value) => {
              setMobile(value);
              setMissing(new Set());
            }}
            mobileError={missing.has('mobile')}
            code={code}
            onCodeChange={(value) => {
              setCode(value);
              setMissing(new Set());
            }}
            codeError={missing.has('code')}
            disabled={wait.running}
          />
        </Box>
        {methods.includes(APP_CODE_CHECK) && (
          <Box {...panel(APP_CODE_CHECK)}>
            <TextField
              label={t('idle.appCode')}
              value={appCode}
              onChange={(event) => {
                setAppCode(event.target.value);
                setMissing(new Set());
              }}
              autoComplete="one-time-code"
              error={missing.has('appCode')}
              helperText={missing.has('appCode') ? t('idle.appCodeRequired') : undefined}
              disabled={wait.running}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => void exitDirectly()}>{t('idle.exit')}</Button>
        <Button type="submit" variant="contained" disabled={submitting || wait.running}>
          {wait.running ? t('idle.verifyWait', { seconds: wait.remaining }) : t('idle.verify')}
        </Button>
      </DialogActions>
    </Box>
  );
}
