import { applyErrorCatalogue } from '@/lib/api-catalogue';
import { installClientProfile, type ClientProfile } from '@/lib/client-profile';
import { readAccessClaims } from '@/lib/jwt';
import type { RefreshBody } from '@/lib/refresh-token';
import { cookieTokenStore } from '@/lib/token-stores';
import { paths } from '@/lib/paths';

// The customer portal's side of the shared client (lib/client-profile.ts). Importing this
// module installs it: main.tsx imports it before anything else, the tests' setup too.

/** Served by the gateway itself, unprotected: it hands out the keys protection needs. */
export const SECRET_KEY_CALL = 'login/user/rsa/secretKey';
export const REFRESH_CALL = 'employee/refresh/token';
export const LOGIN_PATH = paths.login;
export const HOME_PATH = paths.home;

// `employeeCode` alone lets the server choose the company's default role: name the current
// role too, so a renewal never changes whom the user acts as. A registrant (no employee yet,
// registration wizard) renews with the refresh token alone; auth checks the registration.
function sameIdentity(accessToken: string): RefreshBody | undefined {
  const claims = readAccessClaims(accessToken);
  if (claims === undefined) return undefined;
  if (!claims.emp) return {};
  return claims.role && claims.biz
    ? { employeeCode: claims.emp, compRoleCode: claims.role, compBizCode: claims.biz }
    : { employeeCode: claims.emp };
}

export const portalProfile: ClientProfile = {
  keyCall: SECRET_KEY_CALL,
  // The dev outbox (test mode only) answers without protection.
  unprotected: ['GET /dev/outbox'],
  tokens: cookieTokenStore,
  refreshCall: REFRESH_CALL,
  renewalTarget: sameIdentity,
  // Every tab of the portal shares the cookies, so the refresh token too.
  refreshLock: 'portal-refresh-token',
  applyErrorCatalogue,
  loginPath: LOGIN_PATH,
  homePath: HOME_PATH,
};

installClientProfile(portalProfile);
