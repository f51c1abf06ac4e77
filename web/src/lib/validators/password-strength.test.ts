import { describe, expect, it } from 'vitest';

import { brokenPasswordStrength } from '@/lib/validators/password-strength';

describe('brokenPasswordStrength (as auth checks it)', () => {
  it.each([
    ['Ab1!', 'length'],
    [`Ab1!${'x'.repeat(61)}`, 'length'],
    ['abcdefgh1', 'kinds'],
    ['ABCDEFGH!', 'kinds'],
    ['密码密码密码密码', 'kinds'],
    ['Ab13800000002!', 'mobile'],
  ])('refuses %j by the %s rule', (password, rule) => {
    expect(brokenPasswordStrength(password, '13800000002')).toBe(rule);
  });

  it('accepts three kinds of characters over 8 to 64 of them', () => {
    expect(brokenPasswordStrength('Demo@123456', '13800000002')).toBeUndefined();
    expect(brokenPasswordStrength('demo@123456')).toBeUndefined();
    expect(brokenPasswordStrength(`Ab1${'x'.repeat(61)}`)).toBeUndefined();
  });
});
