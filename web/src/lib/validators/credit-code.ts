// Unified social credit codes (GB 32100-2015), checked exactly as the server checks them
// (`kit/portal_kit/validators.py` `check_credit_code`): the same rules, in the same order.

/** Why a code was refused, in the order the checks run (the server's `CreditCodeRule`). */
export type CreditCodeRule = 'empty' | 'length' | 'format' | 'checkCode';

export const CREDIT_CODE_LENGTH = 18;
// Digits and upper-case letters without I, O, Z, S, V; a character's position is its value.
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const FORMAT = new RegExp(`^[${CREDIT_CODE_ALPHABET}]+$`);
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Surrounding blanks dropped and letters made upper-case, as the server stores the code. */
export function normaliseCreditCode(value: string): string {
  return value.trim().toUpperCase();
}

/** The 18th character of a code whose first 17 characters (of the alphabet) are given. */
export function creditCheckCharacter(first17: string): string {
  const total = WEIGHTS.reduce(
    (sum, weight, index) => sum + CREDIT_CODE_ALPHABET.indexOf(first17.charAt(index)) * weight,
    0,
  );
  return CREDIT_CODE_ALPHABET.charAt((31 - (total % 31)) % 31);
}

/** The first rule the code breaks, or `undefined` when it is fine. */
export function checkCreditCode(value: string): CreditCodeRule | undefined {
  const code = normaliseCreditCode(value);
  if (!code) return 'empty';
  if (code.length !== CREDIT_CODE_LENGTH) return 'length';
  if (!FORMAT.test(code)) return 'format';
  if (creditCheckCharacter(code.slice(0, 17)) !== code.charAt(17)) return 'checkCode';
  return undefined;
}
