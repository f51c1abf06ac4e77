import { queryOptions, useQuery } from '@tanstack/react-query';

import { productsKey } from '@/features/products/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type CompanyInfo = Schema<'CompanyInfo'>;

/** The session's company and the user's roles as they apply in `productCode`. */
export function getProductCompany(productCode: string, signal?: AbortSignal) {
  return apiRequest<CompanyInfo>('cust/employee/info/comp', { query: { productCode }, signal });
}

export const productCompanyQueryOptions = (identityKey: string, productCode: string) =>
  queryOptions({
    queryKey: [...productsKey(identityKey), 'company-info', productCode],
    queryFn: ({ signal }) => getProductCompany(productCode, signal),
    staleTime: 5 * 60_000,
  });

export function useProductCompany(productCode: string) {
  const { identityKey } = usePortalSession();
  return useQuery(productCompanyQueryOptions(identityKey, productCode));
}
