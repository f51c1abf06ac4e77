import { useCallback } from 'react';

import { dictLabel, splitRoleCode, useAccountDicts } from '@/lib/account-dicts';
import { productName as catalogueName, useProductCatalogue } from '@/lib/product-catalogue';

/**
 * Names employee role codes as people read them: `E102` → 'Handler', `EC-E102` → 'Enterprise ·
 * Handler' (a role given in one product only, specification §6).
 */
export function useRoleNames() {
  const dicts = useAccountDicts();
  const products = useProductCatalogue();
  const employeeRoles = dicts.data?.employeeRole;
  const catalogue = products.data;

  const productName = useCallback((code: string) => catalogueName(catalogue, code), [catalogue]);
  const roleName = useCallback(
    (code: string) => {
      const { product, role } = splitRoleCode(code);
      const label = dictLabel(employeeRoles, role);
      return product === undefined ? label : `${productName(product)} · ${label}`;
    },
    [employeeRoles, productName],
  );

  return { employeeRoles, roleName, productName, dicts };
}
