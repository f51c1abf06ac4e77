import { afterEach, describe, expect, it } from 'vitest';

import {
  followSignIn,
  PRODUCT_CENTRE_PATH,
  safeRedirect,
  storedCompanies,
} from '@/features/auth/sign-in-flow';
import { getAccessToken, getRefreshToken } from '@/lib/auth-token';
import { failurePeriodSec, signedInMobile } from '@/lib/signed-in-user';

const tokens = { accessToken: 'a.b.c', refreshToken: 'refresh' };

afterEach(() => {
  localStorage.clear();
});

describe('safeRedirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('?redirect=%2Fcenter%2Fcrm%2Fuser%3Ftab%3D1')).toBe(
      '/center/crm/user?tab=1',
    );
  });

  it.each([
    '',
    '?redirect=https%3A%2F%2Fevil.example',
    '?redirect=%2F%2Fevil.example',
    '?redirect=%2F%5Cevil',
    '?redirect=%2Flogin%2FchangeComp',
  ])('refuses %j', (search) => {
    expect(safeRedirect(search)).toBeUndefined();
  });
});

describe('followSignIn', () => {
  it('goes to the e-mail step without keeping anything', () => {
    const outcome = followSignIn({ next: 'ipCheck', ticket: 'T1' }, '13800000004', undefined);

    expect(outcome).toEqual({ kind: 'step', step: { kind: 'ipCheck', ticket: 'T1' } });
    expect(getAccessToken()).toBeUndefined();
  });

  it('goes to the password change with the broken rule', () => {
    const outcome = followSignIn(
      { next: 'changePassword', ticket: 'T2', passwordRule: 'expired' },
      '13800000002',
      undefined,
    );

    expect(outcome).toEqual({
      kind: 'step',
      step: { kind: 'changePassword', ticket: 'T2', rule: 'expired' },
    });
  });

  it('keeps the tokens, the idle period and the mobile, then goes back or to the product centre', () => {
    const answer = { next: 'tokens' as const, ...tokens, failurePeriodSec: 900 };

    expect(followSignIn(answer, '13800000002', '/msg/message/list')).toEqual({
      kind: 'done',
      to: '/msg/message/list',
    });
    expect(followSignIn(answer, '13800000002', undefined)).toEqual({
      kind: 'done',
      to: PRODUCT_CENTRE_PATH,
    });
    expect(getAccessToken()).toBe('a.b.c');
    expect(getRefreshToken()).toBe('refresh');
    expect(failurePeriodSec()).toBe(900);
    expect(signedInMobile()).toBe('13800000002');
  });

  it('sends a user of several companies to the chooser, with the list and the way back', () => {
    const comps = [
      { employeeCode: 'E1', compCode: 'C1', compName: 'One' },
      { employeeCode: 'E2', compCode: 'C2', compName: 'Two' },
    ];

    const outcome = followSignIn(
      { next: 'chooseCompany', ...tokens, comps },
      '13800000001',
      '/msg',
    );

    expect(outcome).toEqual({ kind: 'done', to: '/login/changeComp?redirect=%2Fmsg' });
    expect(storedCompanies()).toEqual(comps);
  });

  it('sends a registrant on to the registration step the server names', () => {
    const answer = { next: 'register' as const, ...tokens, registrationStep: 'permit' };

    expect(followSignIn(answer, '13900000001', undefined)).toEqual({
      kind: 'done',
      to: '/index/register/permit',
    });
  });

  it('names the suspended companies before going on, signed in already', () => {
    const suspended = [
      {
        compCode: 'C3',
        compName: 'Three',
        suspendedAt: '2026-03-01T02:00:00Z',
        suspendReason: 'Overdue',
      },
    ];

    const outcome = followSignIn(
      { next: 'tokens', ...tokens, suspendedComps: suspended },
      '13800000001',
      undefined,
    );

    expect(outcome).toEqual({
      kind: 'step',
      step: { kind: 'suspended', companies: suspended, to: PRODUCT_CENTRE_PATH },
    });
    expect(getAccessToken()).toBe(tokens.accessToken);
  });

  it('refuses an answer that should carry tokens but does not', () => {
    expect(() => followSignIn({ next: 'tokens' }, '13800000002', undefined)).toThrow();
  });
});
