import { LOGOUT_CALL, TOKEN_PREFIX } from '@console/lib/console-profile';
import { apiRequest } from '@/lib/api-client';
import { saveTokens, type TokenPair } from '@/lib/auth-token';
import { clearSecurityVerification } from '@/lib/idle-lock';
import { leaveSession } from '@/lib/session-exit';
import { readStoredJson, removeStored, writeStoredJson } from '@/lib/stored-json';

// An operator's session in this tab: the token pair (lib/token-stores.ts, sessionStorage) and
// the idle period the back office gave at sign-in, which the tab's idle timer follows.

const SESSION_KEY = `${TOKEN_PREFIX}.session`;
/** The back office's default, for a tab whose record is gone. */
export const DEFAULT_IDLE_LIMIT_SEC = 900;

export interface SignedIn extends TokenPair {
  idleLimitSec: number;
}

/** Keeps what the sign-in answered; the renewal timer and the idle timer follow from here. */
export function signInWith({ accessToken, refreshToken, idleLimitSec }: SignedIn): void {
  writeStoredJson(() => sessionStorage, SESSION_KEY, { idleLimitSec });
  saveTokens({ accessToken, refreshToken });
  clearSecurityVerification();
}

/** How long the session may go without a call before it locks, in seconds. */
export function idleLimitSec(): number {
  const { idleLimitSec: value } = readStoredJson(() => sessionStorage, SESSION_KEY);
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_IDLE_LIMIT_SEC;
}

/** Changes the idle period this tab watches (tests shorten it). */
export function setIdleLimitSec(seconds: number): void {
  writeStoredJson(() => sessionStorage, SESSION_KEY, { idleLimitSec: seconds });
}

/**
 * Signs out: the back office ends the session (logout passes while locked), then the tokens
 * go and the sign-in page shows. A failed call changes nothing here: the tokens go anyway.
 */
export async function signOut(): Promise<void> {
  await apiRequest(LOGOUT_CALL, { handleErrors: false }).catch(() => undefined);
  forgetSession();
  leaveSession();
}

/** The tab's session record (the tokens go through lib/auth-token). */
export function forgetSession(): void {
  removeStored(() => sessionStorage, SESSION_KEY);
}
