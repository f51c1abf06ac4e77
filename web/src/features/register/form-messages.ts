import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { RegisterMessages } from '@/features/register/locales/zh-cn';
import type { CreditCodeRule } from '@/lib/validators/credit-code';
import type { PasswordStrengthRule } from '@/lib/validators/password-strength';

type Messages = RegisterMessages['register'];

/**
 * What a form field's error holds: the key of a rule of this wizard (translated when shown, so
 * a language switch changes a message already on screen), or, with type `server`, the server's
 * own sentence.
 */
export type MessageKey =
  | `register.validation.${keyof Messages['validation']}`
  | `register.passwordRules.${PasswordStrengthRule}`
  | `register.creditCodeRules.${CreditCodeRule}`;

export const SERVER = 'server';

/** The text to show under a field for its error, or undefined when it has none. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === SERVER ? error.message : t(error.message as MessageKey);
  };
}

/** A react-hook-form rule: the trimmed value is there, else the rule's message key. */
export function required(key: MessageKey) {
  return (value: unknown) => (typeof value === 'string' && value.trim() !== '') || key;
}
