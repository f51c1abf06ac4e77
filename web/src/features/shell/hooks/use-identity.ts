import { useMemo, useSyncExternalStore } from 'react';

import { getAccessToken, onTokensChange } from '@/lib/auth-token';
import { type Identity, identityOf } from '@/lib/identity';

function subscribe(listener: () => void): () => void {
  return onTokensChange(listener);
}

/** Who the access token says the user is (read, not verified); undefined when signed out. */
export function useIdentity(): Identity | undefined {
  const token = useSyncExternalStore(subscribe, getAccessToken, getAccessToken);
  return useMemo(() => (token === undefined ? undefined : identityOf(token)), [token]);
}
