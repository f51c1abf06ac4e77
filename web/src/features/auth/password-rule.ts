// The rules auth names when it asks for a new password (services/auth/auth/signin/
// password_rule.py); the browser can tell the first three itself (lib/validators/password-strength.ts).

export type PasswordRule = 'length' | 'kinds' | 'mobile' | 'common' | 'expired';

const RULES: readonly string[] = ['length', 'kinds', 'mobile', 'common', 'expired'];

export function isPasswordRule(value: string | undefined): value is PasswordRule {
  return value !== undefined && RULES.includes(value);
}
