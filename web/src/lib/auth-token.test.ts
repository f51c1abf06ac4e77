import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  onTokensChange,
  removeAccessToken,
  saveTokens,
} from '@/lib/auth-token';
import { cookiesWritten } from '@/testing/cookies-written';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('token cookies', () => {
  it('keeps each token 86400 s, site-wide, SameSite=Strict, not Secure over http', () => {
    expect(
      cookiesWritten(() => {
        saveTokens({ accessToken: 'a.b.c', refreshToken: 'r-1' });
      }),
    ).toEqual([
      'access_token=a.b.c; Max-Age=86400; Path=/; SameSite=Strict',
      'refresh_token=r-1; Max-Age=86400; Path=/; SameSite=Strict',
    ]);
  });

  it('marks the tokens Secure when the page is served over https, removal included', () => {
    // Only the protocol is read: a page served over HTTPS.
    vi.stubGlobal('location', { protocol: 'https:' });

    expect(
      cookiesWritten(() => {
        saveTokens({ accessToken: 'a.b.c', refreshToken: 'r-1' });
        clearTokens();
      }),
    ).toEqual([
      'access_token=a.b.c; Max-Age=86400; Path=/; SameSite=Strict; Secure',
      'refresh_token=r-1; Max-Age=86400; Path=/; SameSite=Strict; Secure',
      'access_token=; Max-Age=0; Path=/; SameSite=Strict; Secure',
      'refresh_token=; Max-Age=0; Path=/; SameSite=Strict; Secure',
    ]);
  });

  it('removes the access token alone, or both', () => {
    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r-1' });

    removeAccessToken();
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBe('r-1');

    clearTokens();
    expect(getRefreshToken()).toBeUndefined();
  });

  it('tells listeners of every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = onTokensChange(listener);

    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r-1' });
    removeAccessToken();
    unsubscribe();
    clearTokens();

    expect(listener).toHaveBeenCalledTimes(2);
  });
});
