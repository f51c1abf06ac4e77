import type { FieldError, RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { AuthMessages } from '@/features/auth/locales/zh-cn';
import { validateMobile } from '@/lib/validators/mobile';

// Form rules of the sign-in screens, as react-hook-form's own rules: the login page loads
// first for many users, so no schema library rides along. Messages are keys of
// `signIn.validation`, translated when shown, so a language switch also changes a message
// already on screen.

export type ValidationKey = keyof AuthMessages['signIn']['validation'];

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const mobileRules = {
  setValueAs: trimmed,
  validate: validateMobile((problem): ValidationKey => problem),
} satisfies RegisterOptions;

export function requiredRules(key: ValidationKey, trim = true) {
  return {
    setValueAs: trim ? trimmed : undefined,
    validate: (value: unknown) => (typeof value === 'string' && value !== '') || key,
  } satisfies RegisterOptions;
}

/** Translates a field's error (a validation key), or undefined when it has none. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined =>
    error?.message ? t(`signIn.validation.${error.message as ValidationKey}`) : undefined;
}
