import { useCallback, useState } from 'react';

import { isRouteAllowed } from '@/app/routes/route-guards';
import { useAuthList } from '@/features/shell/api/get-auth-list';
import { ACCOUNT_CENTRE_PRODUCT } from '@/features/shell/role-names';

/**
 * Whether the user may open an account-centre page, by the rule of the account centre's
 * sidebar (its permission list, `isRouteAllowed`): the avatar menu's quick links offer only
 * those. The list is asked for once `want()` is called (the menu opens), so that the product
 * centre's first load does not wait on it; in the account and message centres the shell has
 * it already.
 */
export function useAccountCentreAccess(identityKey: string) {
  const [wanted, setWanted] = useState(false);
  const { data: resUris } = useAuthList(identityKey, ACCOUNT_CENTRE_PRODUCT, wanted);
  const allows =
    resUris === undefined
      ? undefined
      : (path: string) => isRouteAllowed(path, ACCOUNT_CENTRE_PRODUCT, resUris);
  const want = useCallback(() => {
    setWanted(true);
  }, []);
  return { allows, want };
}
