import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { PasswordField } from '@/components/password-field';
import { type MessageKey, useFieldMessage } from '@/features/register/form-messages';
import { brokenPasswordStrength } from '@/lib/validators/password-strength';

interface PasswordValues {
  mobile: string;
  password: string;
  confirmPassword: string;
}

/**
 * The new account's password, twice. The strength rule is auth's, checked here first for a
 * quick answer; the server checks again and its refusal is shown under the field.
 */
export function PasswordFields() {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const { register, formState } = useFormContext<PasswordValues>();
  const { errors } = formState;

  return (
    <>
      <PasswordField
        {...register('password', {
          validate: (value, values): true | MessageKey => {
            if (value === '') return 'register.validation.passwordRequired';
            const rule = brokenPasswordStrength(value, values.mobile.trim());
            return rule ? `register.passwordRules.${rule}` : true;
          },
        })}
        label={t('register.fields.password')}
        autoComplete="new-password"
        error={errors.password !== undefined}
        helperText={messageOf(errors.password) ?? t('register.passwordHint')}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <PasswordField
        {...register('confirmPassword', {
          validate: (value, values): true | MessageKey => {
            if (value === '') return 'register.validation.confirmRequired';
            return value === values.password || 'register.validation.mismatch';
          },
        })}
        label={t('register.fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword !== undefined}
        helperText={messageOf(errors.confirmPassword)}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
    </>
  );
}
