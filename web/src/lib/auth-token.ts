import { getCookie, removeCookie, setCookie } from '@/lib/cookies';

// Cookie names and lifetime are part of the wire contract (DESIGN §3, specification §9).
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 86_400;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
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
}

export function clearTokens(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
}
