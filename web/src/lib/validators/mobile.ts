// Mainland mobile numbers: 11 digits starting with 1 (`portal_kit.validators.MOBILE_PATTERN`,
// the rule of every call that takes a mobile). Every form that asks for a mobile checks it
// here; each names the problem in its own words.
export const MOBILE_PATTERN = /^1\d{10}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** What is wrong with a mobile: the form's message key ends in it. */
export type MobileProblem = 'mobileRequired' | 'mobileInvalid';

/** The problem of `value` as typed (blanks around it do not count), or undefined. */
export function mobileProblem(value: string): MobileProblem | undefined {
  const mobile = value.trim();
  if (mobile === '') return 'mobileRequired';
  return isMobile(mobile) ? undefined : 'mobileInvalid';
}

/**
 * A react-hook-form `validate` for a mobile field: true, or what `message` makes of the
 * problem (a key to translate when shown, or a sentence).
 */
export function validateMobile<M>(message: (problem: MobileProblem) => M) {
  return (value: unknown): true | M => {
    const problem = mobileProblem(typeof value === 'string' ? value : '');
    return problem === undefined || message(problem);
  };
}
