import type { QueryClient } from '@tanstack/react-query';

import { accountViewQueryOptions } from '@/features/shell/api/get-account-view';
import { authListQueryOptions } from '@/features/shell/api/get-auth-list';
import { companiesQueryOptions } from '@/features/shell/api/get-companies';
import { companyInfoQueryOptions } from '@/features/shell/api/get-company-info';
import { ENTERPRISE_PRODUCT } from '@/lib/client-state';
import { currentIdentity } from '@/lib/identity';

// A failure is the hooks' to show, when they ask again.
const ignore = () => undefined;

/**
 * Starts what the signed-in shell reads before its page renders, as its route is entered and
 * while its code still loads, all at once instead of one after another as the header and the
 * session gate mount: the companies, the user's avatar, the company info of `productCode`,
 * and once that is there the permission list (§4 reads it after the company info). Under the
 * same query keys as the shell's hooks, which then find the answers (or the calls) there. The
 * unread count is left to the bell: it is never fresh (refreshed on every mount).
 */
export function prefetchShellSession(queryClient: QueryClient, productCode: string): void {
  const identity = currentIdentity();
  if (identity === undefined) return;
  const { key } = identity;
  queryClient.query(companiesQueryOptions(key)).catch(ignore);
  queryClient.query(accountViewQueryOptions(key)).catch(ignore);
  const info = queryClient.query(companyInfoQueryOptions(key, productCode));
  if (productCode === ENTERPRISE_PRODUCT) {
    info.catch(ignore);
    return;
  }
  info.then(() => queryClient.query(authListQueryOptions(key, productCode))).catch(ignore);
}
