import { useMemo, useSyncExternalStore } from 'react';

import { getAccessToken, onTokensChange } from '@/lib/auth-token';
import { type AccessTokenClaims, readAccessClaims } from '@/lib/jwt';

export interface Identity {
  claims: AccessTokenClaims;
  /**
   * Session, employee and role: the key of everything read for this identity. A silent renewal
   * keeps it; a company or role switch changes it, so nothing of the old one is shown.
   */
  key: string;
}

function subscribe(listener: () => void): () => void {
  return onTokensChange(listener);
}

/** Who the access token says the user is (read, not verified); undefined when signed out. */
export function useIdentity(): Identity | undefined {
  const token = useSyncExternalStore(subscribe, getAccessToken, getAccessToken);
  return useMemo(() => {
    if (token === undefined) return undefined;
    const claims = readAccessClaims(token) ?? {};
    const key = [claims.sid, claims.emp, claims.biz].map((part) => part ?? '').join('/');
    return { claims, key };
  }, [token]);
}
