import { applyConsoleCatalogue } from '@console/lib/error-catalogue';
import { type ClientProfile, installClientProfile } from '@/lib/client-profile';
import { decodeJwtPayload } from '@/lib/jwt';
import { sessionTokenStore } from '@/lib/token-stores';

// The operator console's side of the shared client (src/lib/client-profile.ts). Importing this
// module installs it: main.tsx imports it before anything else, the tests' setup too.

export const KEY_CALL = '/ops/keys';
export const REFRESH_CALL = '/ops/session/refresh';
export const LOGOUT_CALL = '/ops/session/logout';
export const SIGN_IN_PATH = '/sign-in';
export const TOKEN_PREFIX = 'console';

export const consoleProfile: ClientProfile = {
  keyCall: KEY_CALL,
  // Per tab: an operator's session ends with the tab, and two tabs are two sessions, so no
  // tab ever spends another's refresh token (no cross-tab lock needed).
  tokens: sessionTokenStore(TOKEN_PREFIX),
  refreshCall: REFRESH_CALL,
  // An operator's renewal names nothing but the refresh token.
  renewalTarget: (accessToken) => (decodeJwtPayload(accessToken) === undefined ? undefined : {}),
  applyErrorCatalogue: applyConsoleCatalogue,
  loginPath: SIGN_IN_PATH,
  homePath: SIGN_IN_PATH,
};

installClientProfile(consoleProfile);
