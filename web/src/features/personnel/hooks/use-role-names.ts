import { useCallback } from 'react';

import { useProducts } from '@/features/personnel/api/get-products';
import { dictLabel, splitRoleCode, useAccountDicts } from '@/lib/account-dicts';

/**
 * Names employee role codes as people read them: `E102` → 'Handler', `EC-E102` → 'Enterprise ·
 * Handler' (a role given in one product only, specification §6).
 */
export function useRoleNames() {
  const dicts = useAccountDicts();
  const products = useProducts();
  const employeeRoles = dicts.data?.employeeRole;
  const catalogue = products.data;

  const productName = useCallback(
    (code: string) =>
      catalogue?.find((product) => product.productCode === code)?.productName ?? code,
    [catalogue],
  );
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
