import { describe, expect, it } from 'vitest';

import { brokenPasswordRule, isPasswordRule } from '@/features/auth/password-rule';

describe('brokenPasswordRule (as auth checks it)', () => {
  it.each([
    ['Ab1!', 'length'],
    [`Ab1!${'x'.repeat(61)}`, 'length'],
    ['abcdefgh1', 'kinds'],
    ['ABCDEFGH!', 'kinds'],
    ['Ab13800000002!', 'mobile'],
  ])('refuses %j by the %s rule', (password, rule) => {
    expect(brokenPasswordRule(password, '13800000002')).toBe(rule);
  });

  it('accepts three kinds of characters over 8 to 64 of them', () => {
    expect(brokenPasswordRule('Demo@123456', '13800000002')).toBeUndefined();
    expect(brokenPasswordRule('demo@123456', '13800000002')).toBeUndefined();
    expect(brokenPasswordRule(`Ab1${'x'.repeat(61)}`, '13800000002')).toBeUndefined();
  });

  it('knows the rule names the server sends', () => {
    expect(isPasswordRule('expired')).toBe(true);
    expect(isPasswordRule('other')).toBe(false);
    expect(isPasswordRule(undefined)).toBe(false);
  });
});
