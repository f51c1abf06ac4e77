import type { FieldError, RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { AccountMessages } from '@/features/account/locales/zh-cn';
import { validateMobile } from '@/lib/validators/mobile';

// Form rules of the account screens. A rule's message is a key of `account.validation`,
// translated when shown (a language switch changes a message already on screen); a message the
// server wrote is set with type `server` and shown as it is.

export type ValidationKey = keyof AccountMessages['account']['validation'];

/** Auth's rule: one @, no blanks, a dot in the domain; the code sent there is the real test. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const EMAIL_MAX_LENGTH = 254;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export function requiredRules(key: ValidationKey, trim = true) {
  return {
    setValueAs: trim ? trimmed : undefined,
    validate: (value: unknown) => (typeof value === 'string' && value !== '') || key,
  } satisfies RegisterOptions;
}

export function emailProblem(email: string): ValidationKey | undefined {
  const value = email.trim();
  if (value === '') return 'emailRequired';
  return EMAIL_PATTERN.test(value) && value.length <= EMAIL_MAX_LENGTH ? undefined : 'emailInvalid';
}

export const mobileRules = {
  setValueAs: trimmed,
  validate: validateMobile((problem): ValidationKey => problem),
} satisfies RegisterOptions;

export const emailRules = {
  setValueAs: trimmed,
  validate: (value: unknown) => emailProblem(typeof value === 'string' ? value : '') ?? true,
} satisfies RegisterOptions;

/** A server's sentence for a field, shown as it is. */
export function serverError(message: string) {
  return { type: 'server', message } as const;
}

/** The text of a field's error: a rule's key translated, or the server's sentence. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return t(`account.validation.${error.message as ValidationKey}`);
  };
}
