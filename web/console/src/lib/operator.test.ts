import { describe, expect, it } from 'vitest';

import { holdsAny, readOperator } from '@console/lib/operator';
import { fakeOperatorToken } from '@console/testing/operator-session';

describe('readOperator', () => {
  it("reads who is signed in and this session's roles, dropping roles it does not know", () => {
    const token = fakeOperatorToken({
      code: 'OP1',
      name: '周审计',
      roles: ['auditor', 'wizard' as 'auditor'],
      via: 'api-token',
    });
    expect(readOperator(token)).toEqual({
      code: 'OP1',
      name: '周审计',
      sid: 'S-1',
      roles: ['auditor'],
      via: 'api-token',
    });
  });

  it('reads nothing from a token that names nobody', () => {
    expect(readOperator('not.a-token')).toBeUndefined();
  });
});

describe('holdsAny', () => {
  const auditor = readOperator(fakeOperatorToken({ roles: ['auditor'] }));

  it('is true for any role of the list the operator holds, and for no list at all', () => {
    expect(holdsAny(auditor, ['ops_admin', 'auditor'])).toBe(true);
    expect(holdsAny(auditor, undefined)).toBe(true);
  });

  it('is false for roles the operator lacks, and for nobody', () => {
    expect(holdsAny(auditor, ['ops_admin'])).toBe(false);
    expect(holdsAny(undefined, undefined)).toBe(false);
  });
});
