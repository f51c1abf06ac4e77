import { describe, expect, it } from 'vitest';

import { signInOperator, fakeOperatorToken } from '@console/testing/operator-session';
import { consoleGateway, ok, refused } from '@console/testing/gateway';
import { apiRequest } from '@/lib/api-client';
import { getAccessToken, getRefreshToken } from '@/lib/auth-token';
import { isSecurityVerificationRequired } from '@/lib/idle-lock';
import { currentNotice } from '@/lib/notifications';
import { envelopeResponse, keyRequestsOf } from '@/testing/fetch-mock';
import { recordNavigation } from '@/testing/session-fixtures';

// The shared API client as the console's profile sets it up: its own key handout, tokens per
// tab, renewal with the refresh token alone, and the console's reading of refusals.

const AT_OPERATORS = { pathname: '/operators/list', search: '?page=2' };
const SIGN_IN_FROM_OPERATORS = '/sign-in?redirect=%2Foperators%2Flist%3Fpage%3D2';

describe('the console client', () => {
  it('asks the console for its keys and sends the token from this tab, never a cookie', async () => {
    const token = signInOperator();
    const gateway = consoleGateway({ '/ops/me/profile': { name: '李运营' } });

    await expect(apiRequest('/ops/me/profile')).resolves.toEqual({ name: '李运营' });

    expect(keyRequestsOf(gateway.fetchMock).map((request) => request.url)).toEqual([
      '/api/ops/keys',
    ]);
    const [call] = gateway.requests('/ops/me/profile');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(sessionStorage.getItem('console.accessToken')).toBe(token);
    expect(document.cookie).not.toContain('access_token');
  });

  it('renews a token near its end with the refresh token alone, then sends the new one', async () => {
    signInOperator({ expiresIn: 60 }, 'r-1');
    const renewed = fakeOperatorToken({ sid: 'S-1' });
    const gateway = consoleGateway({
      '/ops/session/refresh': { accessToken: renewed, refreshToken: 'r-2', idleLimitSec: 900 },
      '/ops/me/profile': {},
    });

    await apiRequest('/ops/me/profile');

    expect(await gateway.bodies('/ops/session/refresh')).toEqual([{ refreshToken: 'r-1' }]);
    expect(gateway.requests('/ops/session/refresh')[0]?.headers.get('Authorization')).toBeNull();
    expect(gateway.requests('/ops/me/profile')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${renewed}`,
    );
    expect(getRefreshToken()).toBe('r-2');
  });

  it('renews once after HTTP 401 and repeats the call', async () => {
    signInOperator({}, 'r-1');
    const renewed = fakeOperatorToken({ sid: 'S-1', name: 'renewed' });
    let profileCalls = 0;
    consoleGateway({
      '/ops/session/refresh': { accessToken: renewed, refreshToken: 'r-2', idleLimitSec: 900 },
      '/ops/me/profile': () =>
        ++profileCalls === 1
          ? envelopeResponse({ ok: false, status: 401, msg: 'Please sign in' }, 401)
          : ok({ name: 'again' }),
    });

    await expect(apiRequest('/ops/me/profile')).resolves.toEqual({ name: 'again' });
    expect(getAccessToken()).toBe(renewed);
  });

  it('ends the session when the refresh token is refused: tokens go, sign-in comes back here', async () => {
    const navigate = recordNavigation(AT_OPERATORS);
    signInOperator({ expiresIn: 30 });
    consoleGateway({
      '/ops/session/refresh': () => refused(401, 'Your console session has ended'),
      '/ops/operator/list': { rows: [], total: 0 },
    });

    await apiRequest('/ops/operator/list').catch(() => undefined);

    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(SIGN_IN_FROM_OPERATORS);
  });
});

describe("the console's reading of refusals", () => {
  it('403: the msg as a warning; the operator stays where they are, still signed in', async () => {
    const navigate = recordNavigation(AT_OPERATORS);
    const token = signInOperator({ roles: ['auditor'] });
    consoleGateway({ '/ops/operator/disable': () => refused(403, 'Your roles do not allow this') });

    await expect(apiRequest('/ops/operator/disable', { body: {} })).rejects.toMatchObject({
      status: 403,
      handled: true,
    });

    expect(currentNotice()).toMatchObject({
      severity: 'warning',
      message: 'Your roles do not allow this',
    });
    expect(getAccessToken()).toBe(token);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('envelope 401: the session is over; the msg, the tokens gone, sign-in', async () => {
    const navigate = recordNavigation(AT_OPERATORS);
    signInOperator();
    consoleGateway({ '/ops/me/profile': () => refused(401, 'Your console session has ended') });

    await expect(apiRequest('/ops/me/profile')).rejects.toMatchObject({ handled: true });

    expect(currentNotice()?.message).toBe('Your console session has ended');
    expect(getAccessToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(SIGN_IN_FROM_OPERATORS);
  });

  it('423: the security verification opens, without a warning', async () => {
    signInOperator();
    consoleGateway({ '/ops/me/profile': () => refused(423, 'Locked') });

    await expect(apiRequest('/ops/me/profile')).rejects.toMatchObject({ status: 423 });

    expect(isSecurityVerificationRequired()).toBe(true);
    expect(currentNotice()).toBeUndefined();
  });

  it('429: when to try again, as a warning', async () => {
    signInOperator();
    consoleGateway({ '/ops/me/password': () => refused(429, 'Try again in 15 minutes') });

    await expect(apiRequest('/ops/me/password', { body: {} })).rejects.toMatchObject({
      handled: true,
    });
    expect(currentNotice()?.message).toBe('Try again in 15 minutes');
  });

  it('400 and 409 are left to the form that made the call', async () => {
    signInOperator();
    consoleGateway({ '/ops/operator/create': () => refused(409, 'That username is taken') });

    await expect(apiRequest('/ops/operator/create', { body: {} })).rejects.toMatchObject({
      status: 409,
      handled: false,
    });
    expect(currentNotice()).toBeUndefined();
  });
});
