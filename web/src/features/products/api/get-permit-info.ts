import { queryOptions, useQuery } from '@tanstack/react-query';

import { permitsKey } from '@/features/products/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type PermitInfo = Schema<'PermitRead'>;

/** The company's permit for a product with its latest application (ID number masked). */
export function getPermitInfo(compCode: string, productCode: string, signal?: AbortSignal) {
  return apiRequest<PermitInfo>('cust/product/permitInfo', {
    query: { compCode, productCode },
    signal,
  });
}

export const permitInfoQueryOptions = (
  identityKey: string,
  compCode: string,
  productCode: string,
) =>
  queryOptions({
    queryKey: [...permitsKey(identityKey, compCode), 'info', productCode],
    queryFn: ({ signal }) => getPermitInfo(compCode, productCode, signal),
  });

/** `enabled` false when the company never applied (the server would answer 404). */
export function usePermitInfo(productCode: string, enabled = true) {
  const { identityKey, company } = usePortalSession();
  return useQuery({
    ...permitInfoQueryOptions(identityKey, company.compCode, productCode),
    enabled,
  });
}
