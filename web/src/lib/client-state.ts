import { useSyncExternalStore } from 'react';

import { getAccessToken, isSignedIn, onTokensChange } from '@/lib/auth-token';
import { getCookie, setCookie } from '@/lib/cookies';
import { readAccessClaims } from '@/lib/jwt';
import { createStore, useStore } from '@/lib/store';
import { readStoredJson, writeStoredJson } from '@/lib/stored-json';

// Client state of specification §3, besides the tokens (lib/auth-token) and the browserID
// (lib/browser-id, already in sessionStorage): the product worked in, the sidebar's mode and
// open flag (cookies, §9), the device, the theme colour, and the last known companies and
// menus of the signed-in user. It is written to session and local storage when the page is
// left (specification §3: on unload) and read back on the next load, so a reload paints the
// header and the sidebar at once while TanStack Query refreshes them.
//
// The RSA public keys fetched at start (lib/public-keys) are deliberately not persisted: DESIGN
// §5 has them fetched once per page load, so a rotated key never outlives a reload.

export type SidebarMode = 'topbar' | 'sidebar';
export type Device = 'desktop' | 'mobile';

/** The enterprise product: every route is allowed in it (specification §6). */
export const ENTERPRISE_PRODUCT = 'EC';
export const THEME_COLOR = '#0B65FF';

export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
export const SIDEBAR_MODE_COOKIE = 'sidebarMode';
const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;
export const SESSION_STATE_KEY = 'portal.state';
export const LOCAL_STATE_KEY = 'portal.prefs';

/** Server answers kept for the next page load, valid only for the identity they were read as. */
export interface SessionSnapshot {
  /** Session, employee and role of the token they were read with. */
  identity: string;
  savedAt: number;
  entries: Record<string, unknown>;
}

export interface ClientState {
  /** The product chosen in the product centre; the account and message centres are CRM's. */
  productCode: string;
  sidebarMode: SidebarMode;
  sidebarOpened: boolean;
  device: Device;
  themeColor: string;
  snapshot: SessionSnapshot | undefined;
}

function isSnapshot(value: unknown): value is SessionSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { identity, savedAt, entries } = value as Record<string, unknown>;
  return (
    typeof identity === 'string' &&
    typeof savedAt === 'number' &&
    typeof entries === 'object' &&
    entries !== null
  );
}

function initialState(): ClientState {
  const session = readStoredJson(() => sessionStorage, SESSION_STATE_KEY);
  const local = readStoredJson(() => localStorage, LOCAL_STATE_KEY);
  return {
    productCode:
      typeof session.productCode === 'string' && session.productCode !== ''
        ? session.productCode
        : ENTERPRISE_PRODUCT,
    sidebarMode: getCookie(SIDEBAR_MODE_COOKIE) === 'sidebar' ? 'sidebar' : 'topbar',
    // Open unless the user (or a narrow screen) closed it.
    sidebarOpened: getCookie(SIDEBAR_STATUS_COOKIE) !== '0',
    device: session.device === 'mobile' ? 'mobile' : 'desktop',
    themeColor: typeof local.themeColor === 'string' ? local.themeColor : THEME_COLOR,
    snapshot: isSignedIn() && isSnapshot(session.snapshot) ? session.snapshot : undefined,
  };
}

const store = createStore<ClientState>(initialState());

/** Writes the state where the next page load finds it (specification §3). */
export function persistClientState(): void {
  const { productCode, device, themeColor, snapshot, sidebarMode, sidebarOpened } = store.get();
  writeStoredJson(() => sessionStorage, SESSION_STATE_KEY, { productCode, device, snapshot });
  writeStoredJson(() => localStorage, LOCAL_STATE_KEY, { themeColor });
  writeSidebarCookies(sidebarMode, sidebarOpened);
}

function writeSidebarCookies(mode: SidebarMode, opened: boolean): void {
  setCookie(SIDEBAR_MODE_COOKIE, mode, SIDEBAR_COOKIE_MAX_AGE_SECONDS);
  setCookie(SIDEBAR_STATUS_COOKIE, opened ? '1' : '0', SIDEBAR_COOKIE_MAX_AGE_SECONDS);
}

function update(patch: Partial<ClientState>): void {
  store.set((state) => {
    const changed = Object.entries(patch).some(
      ([key, value]) => !Object.is(state[key as keyof ClientState], value),
    );
    return changed ? { ...state, ...patch } : state;
  });
}

export function getClientState(): ClientState {
  return store.get();
}

export function useClientState(): ClientState {
  return useStore(store);
}

export function setProductCode(productCode: string): void {
  update({ productCode });
}

// The sidebar's cookies change with the state (specification §9 keeps them there), so a second
// tab opened meanwhile starts with the same sidebar.
export function setSidebarOpened(sidebarOpened: boolean): void {
  update({ sidebarOpened });
  writeSidebarCookies(store.get().sidebarMode, sidebarOpened);
}

export function setSidebarMode(sidebarMode: SidebarMode): void {
  update({ sidebarMode });
  writeSidebarCookies(sidebarMode, store.get().sidebarOpened);
}

/** Below the mobile threshold the sidebar closes by itself (specification §2). */
export function setDevice(device: Device): void {
  if (device === store.get().device) return;
  update({ device });
  if (device === 'mobile') setSidebarOpened(false);
}

/** A kept answer for `identity`, with when it was read; nothing for another identity. */
export function readSnapshot(
  identity: string,
  key: string,
): { value: unknown; savedAt: number } | undefined {
  const { snapshot } = store.get();
  if (snapshot?.identity !== identity || !Object.hasOwn(snapshot.entries, key)) return undefined;
  return { value: snapshot.entries[key], savedAt: snapshot.savedAt };
}

/** Keeps an answer read as `identity` for the next page load; another identity's go. */
export function writeSnapshot(identity: string, key: string, value: unknown): void {
  store.set((state) => {
    const entries = state.snapshot?.identity === identity ? state.snapshot.entries : {};
    return {
      ...state,
      snapshot: { identity, savedAt: Date.now(), entries: { ...entries, [key]: value } },
    };
  });
}

/** Whether an access token is there; re-renders on sign-in, renewal and sign-out. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onTokensChange, isSignedIn, isSignedIn);
}

/**
 * Who the visitor of a public page is: nobody signed in, a registrant (a session without an
 * employee: the registration wizard's) or an employee, whose way on is the product centre.
 */
export type Visitor = 'guest' | 'registrant' | 'employee';

function currentVisitor(): Visitor {
  const token = getAccessToken();
  if (token === undefined) return 'guest';
  return readAccessClaims(token)?.emp ? 'employee' : 'registrant';
}

export function useVisitor(): Visitor {
  return useSyncExternalStore(onTokensChange, currentVisitor, currentVisitor);
}

/** Signed out: nothing of that user stays, and the next one starts in the default product. */
function forgetSession(): void {
  update({ snapshot: undefined, productCode: ENTERPRISE_PRODUCT });
}

/** A new page load (tests). */
export function resetClientState(): void {
  store.set(initialState());
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', persistClientState);
  // Mobile browsers may discard a hidden page without `pagehide`: save when it is hidden too.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistClientState();
  });
  onTokensChange(() => {
    if (!isSignedIn()) forgetSession();
  });
}
