import type { FieldError, RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { AuthMessages } from '@/features/auth/locales/zh-cn';

// Form rules of the sign-in screens, as react-hook-form's own rules: the login page loads
// first for many users, so no schema library rides along. Messages are keys of
// `signIn.validation`, translated when shown, so a language switch also changes a message
// already on screen.

export type ValidationKey = keyof AuthMessages['signIn']['validation'];

/** Mainland mobile numbers: 11 digits starting with 1 (the rule of auth's schemas). */
export const MOBILE_PATTERN = /^1\d{10}$/;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The first mobile rule `mobile` breaks, or undefined. */
export function mobileProblem(mobile: string): ValidationKey | undefined {
  if (mobile.trim() === '') return 'mobileRequired';
  return MOBILE_PATTERN.test(mobile.trim()) ? undefined : 'mobileInvalid';
}

export const mobileRules = {
  setValueAs: trimmed,
  validate: (value: unknown) => mobileProblem(typeof value === 'string' ? value : '') ?? true,
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
