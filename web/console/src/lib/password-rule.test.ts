import { describe, expect, it } from 'vitest';

import { meetsPasswordRule, passwordRulesMet } from '@console/lib/password-rule';

// The back office's rule (backoffice/operators/credentials.py), as the forms check it.
describe('the operator password rule', () => {
  it('wants 12 characters, three kinds, and not the username', () => {
    expect(passwordRulesMet('Short1!', 'zhang')).toEqual({
      length: false,
      variety: true,
      username: true,
    });
    expect(passwordRulesMet('alllowercaseletters', 'zhang')).toMatchObject({ variety: false });
    expect(passwordRulesMet('Zhang-Secret-2026', 'zhang')).toMatchObject({ username: false });
  });

  it('accepts a long, varied password without the username', () => {
    expect(meetsPasswordRule('Fresh-Reviewer-2026', 'e2e.li')).toBe(true);
  });
});
