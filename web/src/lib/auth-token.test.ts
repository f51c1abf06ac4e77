import { describe, expect, it, vi } from 'vitest';

import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  onTokensChange,
  removeAccessToken,
  saveTokens,
} from '@/lib/auth-token';

describe('token cookies', () => {
  it('keeps each token 86400 s, site-wide, SameSite=Strict (Secure only on https)', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');

    saveTokens({ accessToken: 'a.b.c', refreshToken: 'r-1' });

    expect(setCookie.mock.calls.map(([written]) => written)).toEqual([
      'access_token=a.b.c; Max-Age=86400; Path=/; SameSite=Strict',
      'refresh_token=r-1; Max-Age=86400; Path=/; SameSite=Strict',
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
