import { describe, expect, it } from 'vitest';

import {
  CREDIT_CODE_ALPHABET,
  checkCreditCode,
  creditCheckCharacter,
  type CreditCodeRule,
} from '@/lib/validators/credit-code';

// The same cases as the server's (kit/tests/test_validators.py, TestCreditCode).
describe('checkCreditCode', () => {
  it('passes a published example', () => {
    expect(checkCreditCode('91350100M000100Y43')).toBeUndefined();
  });

  it('accepts lower case and blanks around, as the server stores it upper-cased', () => {
    expect(checkCreditCode(' 91350100m000100y43 ')).toBeUndefined();
  });

  it('knows a check character of 0 (the weighted sum a multiple of 31)', () => {
    const base = '91350100M000100Y';
    const last = Array.from(CREDIT_CODE_ALPHABET).find(
      (character) => creditCheckCharacter(base + character) === '0',
    );
    expect(last).toBeDefined();
    expect(checkCreditCode(`${base}${last ?? ''}0`)).toBeUndefined();
  });

  it.each<[string, CreditCodeRule]>([
    ['', 'empty'],
    ['  ', 'empty'],
    ['91350100M000100Y4', 'length'],
    ['91350100M000100Y431', 'length'],
    ['91350100M000100I43', 'format'],
    ['91350100M000100Y4-', 'format'],
    ['91350100M000100Y44', 'checkCode'],
  ])('refuses %j by the %s rule', (value, rule) => {
    expect(checkCreditCode(value)).toBe(rule);
  });
});
