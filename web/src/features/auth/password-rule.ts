// The password strength rule of auth (services/auth/auth/signin/password_rule.py), checked
// here first so the user reads the reason at once; the server checks again, with its list of
// common passwords besides.

export type PasswordRule = 'length' | 'kinds' | 'mobile' | 'common' | 'expired';

const RULES: readonly string[] = ['length', 'kinds', 'mobile', 'common', 'expired'];
const MIN_LENGTH = 8;
const MAX_LENGTH = 64;
const MIN_KINDS = 3;

export function isPasswordRule(value: string | undefined): value is PasswordRule {
  return value !== undefined && RULES.includes(value);
}

// Code points, as the server's Python counts them.
function codePoints(password: string): string[] {
  return Array.from(password);
}

function kinds(password: string): number {
  const chars = codePoints(password);
  return [
    chars.some((c) => c !== c.toUpperCase()),
    chars.some((c) => c !== c.toLowerCase()),
    chars.some((c) => c >= '0' && c <= '9'),
    chars.some((c) => !/[\p{L}\p{N}]/u.test(c)),
  ].filter(Boolean).length;
}

/** The first rule `password` breaks that the browser can tell, or undefined. */
export function brokenPasswordRule(password: string, mobile: string): PasswordRule | undefined {
  const length = codePoints(password).length;
  if (length < MIN_LENGTH || length > MAX_LENGTH) return 'length';
  if (kinds(password) < MIN_KINDS) return 'kinds';
  if (mobile && password.includes(mobile)) return 'mobile';
  return undefined;
}
