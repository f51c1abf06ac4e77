// The password strength rule of auth (services/auth/auth/signin/password_rule.py), checked in
// the browser first so the user reads the reason at once; the server checks again (with its
// list of common passwords besides) and its answer decides.

export type PasswordStrengthRule = 'length' | 'kinds' | 'mobile';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
const MIN_KINDS = 3;

function kinds(chars: string[]): number {
  return [
    chars.some((c) => c !== c.toUpperCase()),
    chars.some((c) => c !== c.toLowerCase()),
    chars.some((c) => c >= '0' && c <= '9'),
    chars.some((c) => !/[\p{L}\p{N}]/u.test(c)),
  ].filter(Boolean).length;
}

/**
 * The first rule `password` breaks that the browser can tell, or undefined: 8 to 64 characters
 * (code points, as the server's Python counts them), three of lower case, upper case, digits
 * and symbols, and not containing the mobile number.
 */
export function brokenPasswordStrength(
  password: string,
  mobile = '',
): PasswordStrengthRule | undefined {
  const chars = Array.from(password);
  if (chars.length < PASSWORD_MIN_LENGTH || chars.length > PASSWORD_MAX_LENGTH) return 'length';
  if (kinds(chars) < MIN_KINDS) return 'kinds';
  if (mobile && password.includes(mobile)) return 'mobile';
  return undefined;
}
