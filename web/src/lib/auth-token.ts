import { clientProfile } from '@/lib/client-profile';

// The tokens live where the app's profile keeps them (the portal's cookies, the console's
// sessionStorage: lib/token-stores.ts).

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

// This module is the only writer of the tokens, so it can tell others when they change
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
  return clientProfile().tokens.read('access');
}

export function getRefreshToken(): string | undefined {
  return clientProfile().tokens.read('refresh');
}

export function isSignedIn(): boolean {
  return getAccessToken() !== undefined;
}

export function saveTokens({ accessToken, refreshToken }: TokenPair): void {
  clientProfile().tokens.write({ accessToken, refreshToken });
  changed();
}

/** Specification §8, body status 401/403: only the access token goes. */
export function removeAccessToken(): void {
  clientProfile().tokens.remove('access');
  changed();
}

export function clearTokens(): void {
  const { tokens } = clientProfile();
  tokens.remove('access');
  tokens.remove('refresh');
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
