import type { QueryClient } from '@tanstack/react-query';

import { dictionaryQueryOptions, PERMIT_STATUS_DICT } from '@/components/dictionary';
import { productPermitsQueryOptions } from '@/features/products/api/get-product-permits';
import { currentIdentity } from '@/lib/identity';

/**
 * Starts the product centre's own calls as its route is entered, beside the shell's: the
 * products with their permit status and the status dictionary. The page would ask for them
 * only once it renders, which waits for the company info; the company is the access token's
 * (the session's company, as the company info will say), so nothing here waits for an answer.
 */
export function prefetchProductCentre(queryClient: QueryClient): void {
  const identity = currentIdentity();
  const compCode = identity?.claims.comp;
  if (identity === undefined || !compCode) return;
  // A failure is the page's to show, when it asks again.
  queryClient.query(productPermitsQueryOptions(identity.key, compCode)).catch(() => undefined);
  queryClient.query(dictionaryQueryOptions(PERMIT_STATUS_DICT)).catch(() => undefined);
}
