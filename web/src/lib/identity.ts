import { getAccessToken } from '@/lib/auth-token';
import { type AccessTokenClaims, readAccessClaims } from '@/lib/jwt';

export interface Identity {
  claims: AccessTokenClaims;
  /**
   * Session, employee and role: the key of everything read for this identity. A silent renewal
   * keeps it; a company or role switch changes it, so nothing of the old one is shown.
   */
  key: string;
}

/** Who an access token says the user is (read, not verified). */
export function identityOf(token: string): Identity {
  const claims = readAccessClaims(token) ?? {};
  const key = [claims.sid, claims.emp, claims.biz].map((part) => part ?? '').join('/');
  return { claims, key };
}

/** Who is signed in now, outside React (route loaders); undefined when signed out. */
export function currentIdentity(): Identity | undefined {
  const token = getAccessToken();
  return token === undefined ? undefined : identityOf(token);
}
