import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearTokens, saveTokens } from '@/lib/auth-token';
import {
  getClientState,
  LOCAL_STATE_KEY,
  readSnapshot,
  resetClientState,
  SESSION_STATE_KEY,
  setDevice,
  setProductCode,
  setSidebarMode,
  setSidebarOpened,
  writeSnapshot,
} from '@/lib/client-state';
import { getCookie } from '@/lib/cookies';
import { cookiesWritten } from '@/testing/cookies-written';
import { fakeAccessToken } from '@/testing/session-fixtures';

function signIn() {
  saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
}

beforeEach(() => {
  localStorage.clear();
  resetClientState();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client state (specification §3)', () => {
  it('starts in EC with the top bar, an open sidebar and the theme colour', () => {
    expect(getClientState()).toMatchObject({
      productCode: 'EC',
      sidebarMode: 'topbar',
      sidebarOpened: true,
      device: 'desktop',
      themeColor: '#0B65FF',
      snapshot: undefined,
    });
  });

  it('keeps the sidebar mode and open flag in cookies as they change', () => {
    setSidebarOpened(false);
    setSidebarMode('sidebar');

    expect(getCookie('sidebarStatus')).toBe('0');
    expect(getCookie('sidebarMode')).toBe('sidebar');
    resetClientState();
    expect(getClientState()).toMatchObject({ sidebarOpened: false, sidebarMode: 'sidebar' });
  });

  it('writes the sidebar cookies SameSite=Strict, not Secure over http', () => {
    expect(
      cookiesWritten(() => {
        setSidebarOpened(false);
      }),
    ).toEqual([
      'sidebarMode=topbar; Max-Age=31536000; Path=/; SameSite=Strict',
      'sidebarStatus=0; Max-Age=31536000; Path=/; SameSite=Strict',
    ]);
  });

  it('marks the sidebar cookies Secure when the page is served over https', () => {
    // Only the protocol is read: a page served over HTTPS.
    vi.stubGlobal('location', { protocol: 'https:' });

    const written = cookiesWritten(() => {
      setSidebarMode('sidebar');
    });

    expect(written).toEqual([
      'sidebarMode=sidebar; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
      'sidebarStatus=1; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    ]);
  });

  it('closes the sidebar by itself when the screen becomes mobile', () => {
    setDevice('mobile');

    expect(getClientState()).toMatchObject({ device: 'mobile', sidebarOpened: false });
    expect(getCookie('sidebarStatus')).toBe('0');
  });

  it('is written to session and local storage when the page is left, and read back', () => {
    signIn();
    setProductCode('BILL');
    setDevice('mobile');
    writeSnapshot('S1/E1/B1', 'comps', [{ compCode: 'C1' }]);

    window.dispatchEvent(new Event('pagehide'));

    const session = JSON.parse(sessionStorage.getItem(SESSION_STATE_KEY) ?? '{}') as object;
    expect(session).toMatchObject({ productCode: 'BILL', device: 'mobile' });
    expect(JSON.parse(localStorage.getItem(LOCAL_STATE_KEY) ?? '{}')).toEqual({
      themeColor: '#0B65FF',
    });
    resetClientState(); // the next page load
    expect(getClientState()).toMatchObject({ productCode: 'BILL', device: 'mobile' });
    expect(readSnapshot('S1/E1/B1', 'comps')?.value).toEqual([{ compCode: 'C1' }]);
  });

  it('gives kept answers only to the identity they were read as', () => {
    signIn();
    writeSnapshot('S1/E1/B1', 'comps', ['first company']);
    writeSnapshot('S1/E2/B2', 'menus:CRM', ['after a switch']);

    expect(readSnapshot('S1/E1/B1', 'comps')).toBeUndefined();
    expect(readSnapshot('S1/E2/B2', 'menus:CRM')?.value).toEqual(['after a switch']);
    expect(readSnapshot('S1/E2/B2', 'comps')).toBeUndefined();
  });

  it('forgets the kept answers and the product on sign-out', () => {
    signIn();
    setProductCode('BILL');
    writeSnapshot('S1/E1/B1', 'comps', ['company']);

    clearTokens();

    expect(getClientState()).toMatchObject({ productCode: 'EC', snapshot: undefined });
  });

  it('ignores what a signed-out page left behind', () => {
    sessionStorage.setItem(
      SESSION_STATE_KEY,
      JSON.stringify({ snapshot: { identity: 'x', savedAt: 1, entries: { comps: [] } } }),
    );

    resetClientState();

    expect(getClientState().snapshot).toBeUndefined();
  });
});
