import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ResetPasswordMessages } from '@/features/reset-password/locales/zh-cn';
import { isApiError } from '@/lib/api-error';
import { i18n } from '@/i18n/instance';
import type { PasswordStrengthRule } from '@/lib/validators/password-strength';

type Messages = ResetPasswordMessages['resetPassword'];

/** A field error's message: the key of the rule it broke, translated when shown. */
export type MessageKey =
  | `resetPassword.validation.${keyof Messages['validation']}`
  | `resetPassword.passwordRules.${PasswordStrengthRule}`;

export function useFieldMessage() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined =>
    error?.message ? t(error.message as MessageKey) : undefined;
}

export function required(key: MessageKey) {
  return (value: unknown) => (typeof value === 'string' && value.trim() !== '') || key;
}

/** What to tell the user about a failed call: the server's sentence, else 'request failed'. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.msg ? error.msg : i18n.t('errors.requestFailed');
}
