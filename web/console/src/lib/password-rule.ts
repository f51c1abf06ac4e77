// The back office's rule for operators' passwords (backoffice/operators/credentials.py), checked
// as the operator types so they see which part is missing; the server checks it again.

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

export type PasswordRule = 'length' | 'variety' | 'username';
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'variety', 'username'];

/** Which rules `password` meets, for an operator named `username`. */
export function passwordRulesMet(
  password: string,
  username: string,
): Record<PasswordRule, boolean> {
  const varied = CLASSES.filter((pattern) => pattern.test(password)).length >= 3;
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    variety: varied,
    username: password !== '' && !password.toLowerCase().includes(username.toLowerCase()),
  };
}

export function meetsPasswordRule(password: string, username: string): boolean {
  return Object.values(passwordRulesMet(password, username)).every(Boolean);
}
