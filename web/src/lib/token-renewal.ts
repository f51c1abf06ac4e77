import { getAccessToken, getRefreshToken, onTokensChange } from '@/lib/auth-token';
import { clientProfile } from '@/lib/client-profile';
import { decodeJwtPayload, expiresAtMs } from '@/lib/jwt';
import {
  isSessionRefusal,
  oneAtATime,
  resetRefreshQueue,
  spendRefreshToken,
} from '@/lib/refresh-token';
import { endSession } from '@/lib/session-exit';

// Silent renewal of the access token (DESIGN §3): shortly before it expires (checked before
// every call and by a timer) and once after an HTTP 401. Concurrent requests share one renewal.
export const RENEW_BEFORE_EXPIRY_MS = 2 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
const MAX_TIMER_MS = 2 ** 31 - 1; // setTimeout's limit

let inFlight: Promise<boolean> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopListening: (() => void) | undefined;

async function renewUnlessDone(observed: string | undefined): Promise<boolean> {
  const access = getAccessToken();
  const refreshToken = getRefreshToken();
  if (access === undefined || refreshToken === undefined) return false;
  // Another call, or another tab, renewed while this one waited its turn.
  if (observed !== undefined && access !== observed) return true;
  // What the refresh call names keeps whom the user acts as (the profile reads the token).
  const target = clientProfile().renewalTarget(access);
  if (target === undefined) return false;
  try {
    await spendRefreshToken(refreshToken, target);
    return true;
  } catch (error) {
    if (isSessionRefusal(error)) endSession();
    return false; // a lost connection: the token may still serve, the next call tries again
  }
}

/**
 * Renews the pair unless `observed` (the access token the caller found stale) has already been
 * replaced. Resolves to whether a fresh token is in the cookie; never rejects. When the server
 * refuses the refresh token, the session ends (tokens cleared, login page).
 */
export function renewTokens(observed = getAccessToken()): Promise<boolean> {
  inFlight ??= oneAtATime(() => renewUnlessDone(observed)).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

function renewable(token: string | undefined): token is string {
  return (
    token !== undefined && getRefreshToken() !== undefined && decodeJwtPayload(token) !== undefined
  );
}

/** Before a call: renews first when the access token has less than two minutes left. */
export async function ensureFreshToken(): Promise<void> {
  const access = getAccessToken();
  if (!renewable(access)) return;
  const expiresAt = expiresAtMs(access);
  if (expiresAt !== undefined && expiresAt - Date.now() <= RENEW_BEFORE_EXPIRY_MS) {
    await renewTokens(access);
  }
}

function schedule(notBeforeMs = 0): void {
  clearTimeout(timer);
  timer = undefined;
  const access = getAccessToken();
  if (!renewable(access)) return;
  const expiresAt = expiresAtMs(access);
  if (expiresAt === undefined) return;
  const due = expiresAt - RENEW_BEFORE_EXPIRY_MS - Date.now();
  timer = setTimeout(
    () => {
      timer = undefined;
      void renewTokens(access).then(() => {
        // Renewed (here or in another tab): plan for the new token. Failed: try again later.
        schedule(getAccessToken() === access ? RETRY_AFTER_FAILURE_MS : 0);
      });
    },
    Math.min(Math.max(due, notBeforeMs), MAX_TIMER_MS),
  );
}

/** Starts the renewal timer, following every change of the tokens; returns the stop function. */
export function startTokenRenewal(): () => void {
  stopTokenRenewal();
  schedule();
  stopListening = onTokensChange(() => {
    schedule();
  });
  return stopTokenRenewal;
}

export function stopTokenRenewal(): void {
  clearTimeout(timer);
  timer = undefined;
  stopListening?.();
  stopListening = undefined;
}

/** A new page load (tests). */
export function resetTokenRenewal(): void {
  stopTokenRenewal();
  inFlight = undefined;
  resetRefreshQueue();
}
