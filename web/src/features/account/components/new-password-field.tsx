import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { PasswordField } from '@/components/password-field';
import type { StrengthCheck } from '@/features/account/api/check-password-security';

interface NewPasswordFieldProps {
  registration: UseFormRegisterReturn;
  /** The form's own message (required, or the server's refusal), before the strength. */
  error: string | undefined;
  value: string;
  check: StrengthCheck | undefined;
}

/** The new password with auth's verdict on it under the field, updated as the user types. */
export function NewPasswordField({ registration, error, value, check }: NewPasswordFieldProps) {
  const { t } = useTranslation();

  let helper = t('account.password.hint');
  let problem = false;
  let secure = false;
  if (error) {
    helper = error;
    problem = true;
  } else if (value !== '' && check === undefined) {
    helper = t('account.password.checking');
  } else if (check?.strength) {
    helper = check.strength.msg;
    problem = !check.strength.secure;
    secure = check.strength.secure;
  } else if (check?.failed !== undefined) {
    helper = check.failed || t('errors.requestFailed');
    problem = true;
  }

  return (
    <PasswordField
      {...registration}
      label={t('account.password.new')}
      autoComplete="new-password"
      error={problem}
      helperText={helper}
      slotProps={{
        formHelperText: {
          role: 'status',
          'aria-live': 'polite',
          // `success.dark` reads on a light ground only: the dark ground takes the lighter main.
          sx: secure
            ? [
                { color: 'success.dark' },
                (theme) => theme.applyStyles('dark', { color: 'success.main' }),
              ]
            : undefined,
        },
      }}
    />
  );
}
