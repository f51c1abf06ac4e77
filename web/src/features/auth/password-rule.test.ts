import { describe, expect, it } from 'vitest';

import { isPasswordRule } from '@/features/auth/password-rule';

describe('isPasswordRule', () => {
  it('knows the rule names the server sends', () => {
    expect(isPasswordRule('expired')).toBe(true);
    expect(isPasswordRule('other')).toBe(false);
    expect(isPasswordRule(undefined)).toBe(false);
  });
});
