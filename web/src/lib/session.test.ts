import { describe, expect, it } from 'vitest';

import { getAccessToken, getRefreshToken, saveTokens } from '@/lib/auth-token';
import { isSecurityVerificationRequired, requireSecurityVerification } from '@/lib/idle-lock';
import { currentNotice } from '@/lib/notifications';
import { logout, signInWithTokens } from '@/lib/session';
import { envelopeResponse, mockFetch, requestOf } from '@/testing/fetch-mock';
import { fakeAccessToken, recordNavigation } from '@/testing/session-fixtures';

describe('signInWithTokens', () => {
  it('keeps the pair in the access_token and refresh_token cookies', () => {
    requireSecurityVerification();
    const accessToken = fakeAccessToken();

    signInWithTokens({ accessToken, refreshToken: 'r-1' });

    expect(getAccessToken()).toBe(accessToken);
    expect(getRefreshToken()).toBe('r-1');
    expect(document.cookie).toContain('access_token=');
    expect(isSecurityVerificationRequired()).toBe(false);
  });
});

describe('logout', () => {
  it('ends the session on the server with the bearer token, clears both tokens, goes home', async () => {
    const navigate = recordNavigation();
    const accessToken = fakeAccessToken();
    saveTokens({ accessToken, refreshToken: 'r-1' });
    const fetchMock = mockFetch(envelopeResponse({ ok: true }));

    await logout();

    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/web/portal/api/login/user/logout');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/index/index');
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a refusal', () => Promise.resolve(envelopeResponse({ ok: false, status: 401, msg: 'x' }))],
    ['an HTTP error', () => Promise.resolve(envelopeResponse({ ok: false, status: 500 }, 500))],
  ])('ignores %s of the logout call', async (_name, answer) => {
    const navigate = recordNavigation();
    saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
    mockFetch(answer);

    await logout();

    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(currentNotice()).toBeUndefined();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/index/index');
  });
});
