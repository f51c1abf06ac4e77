import { queryOptions, useQuery } from '@tanstack/react-query';

import { productsKey } from '@/features/products/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type Resource = Schema<'ResourceRead'>;

/** The resources (menu entries) the user's roles grant in `productCode`. */
export function getProductMenu(productCode: string, signal?: AbortSignal) {
  return apiRequest<Resource[]>('res/menu/emp/role/findResAllByToken', {
    query: { productCode },
    kind: 'list',
    signal,
  });
}

export const productMenuQueryOptions = (identityKey: string, productCode: string) =>
  queryOptions({
    queryKey: [...productsKey(identityKey), 'menu', productCode],
    queryFn: ({ signal }) => getProductMenu(productCode, signal),
    staleTime: 5 * 60_000,
  });

export function useProductMenu(productCode: string) {
  const { identityKey } = usePortalSession();
  return useQuery(productMenuQueryOptions(identityKey, productCode));
}
