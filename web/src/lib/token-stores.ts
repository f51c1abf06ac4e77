import type { TokenPair } from '@/lib/auth-token';
import type { TokenKind, TokenStore } from '@/lib/client-profile';
import { getCookie, removeCookie, setCookie } from '@/lib/cookies';
import { removeStored } from '@/lib/stored-json';

// Cookie names and lifetime are part of the portal's wire contract (DESIGN §3, specification
// §9); like every cookie of the app they are SameSite=Strict, Secure on HTTPS (lib/cookies.ts).
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 86_400;

const COOKIE_NAMES: Record<TokenKind, string> = {
  access: ACCESS_TOKEN_COOKIE,
  refresh: REFRESH_TOKEN_COOKIE,
};

/** The portal's: the `access_token` and `refresh_token` cookies, shared by its tabs. */
export const cookieTokenStore: TokenStore = {
  read: (kind) => getCookie(COOKIE_NAMES[kind]) || undefined,
  write: ({ accessToken, refreshToken }: TokenPair) => {
    setCookie(ACCESS_TOKEN_COOKIE, accessToken, TOKEN_COOKIE_MAX_AGE_SECONDS);
    setCookie(REFRESH_TOKEN_COOKIE, refreshToken, TOKEN_COOKIE_MAX_AGE_SECONDS);
  },
  remove: (kind) => {
    removeCookie(COOKIE_NAMES[kind]);
  },
};

/**
 * Tokens in this tab's sessionStorage under `prefix`: another tab signs in for itself, and
 * closing the tab forgets them. Storage that fails keeps them as long as the page.
 */
export function sessionTokenStore(prefix: string): TokenStore {
  // Only what storage refused to keep (disabled, full): the page's memory holds it instead.
  const memory = new Map<TokenKind, string>();
  const key = (kind: TokenKind) => `${prefix}.${kind}Token`;
  const write = (kind: TokenKind, value: string) => {
    try {
      sessionStorage.setItem(key(kind), value);
      memory.delete(kind);
    } catch {
      memory.set(kind, value);
    }
  };
  return {
    read: (kind) => {
      try {
        return sessionStorage.getItem(key(kind)) || memory.get(kind);
      } catch {
        return memory.get(kind);
      }
    },
    write: ({ accessToken, refreshToken }) => {
      write('access', accessToken);
      write('refresh', refreshToken);
    },
    remove: (kind) => {
      memory.delete(kind);
      removeStored(() => sessionStorage, key(kind));
    },
  };
}
