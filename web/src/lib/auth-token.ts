import { getCookie, removeCookie, setCookie } from '@/lib/cookies';

// Cookie names and lifetime are part of the wire contract (DESIGN §3, specification §9); like
// every cookie of the app they are SameSite=Strict, Secure on HTTPS (lib/cookies.ts).
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 86_400;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

// This module is the only writer of the token cookies, so it can tell others when they change
// (token renewal reschedules itself, the app drops cached server state on sign-out).
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => {
    listener();
  });
}

/** Calls `listener` after every save or removal of a token; returns the unsubscribe function. */
export function onTokensChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getAccessToken(): string | undefined {
  return getCookie(ACCESS_TOKEN_COOKIE) || undefined;
}

export function getRefreshToken(): string | undefined {
  return getCookie(REFRESH_TOKEN_COOKIE) || undefined;
}

export function isSignedIn(): boolean {
  return getAccessToken() !== undefined;
}

export function saveTokens({ accessToken, refreshToken }: TokenPair): void {
  setCookie(ACCESS_TOKEN_COOKIE, accessToken, TOKEN_COOKIE_MAX_AGE_SECONDS);
  setCookie(REFRESH_TOKEN_COOKIE, refreshToken, TOKEN_COOKIE_MAX_AGE_SECONDS);
  changed();
}

/** Specification §8, body status 401/403: only the access token goes. */
export function removeAccessToken(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  changed();
}

export function clearTokens(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
  changed();
}

export function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return (
    typeof accessToken === 'string' &&
    accessToken !== '' &&
    typeof refreshToken === 'string' &&
    refreshToken !== ''
  );
}
