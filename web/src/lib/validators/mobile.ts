// Mainland mobile numbers: 11 digits starting with 1 (`portal_kit.validators.MOBILE_PATTERN`,
// the rule of every call that takes a mobile).
export const MOBILE_PATTERN = /^1\d{10}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}
