import { queryOptions, useQuery } from '@tanstack/react-query';

import { permitsKey } from '@/features/products/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type ProductPermit = Schema<'ProductPermitRead'>;

/** Every product of the platform with the company's permit status (null: never applied). */
export function getProductPermits(compCode: string, signal?: AbortSignal) {
  return apiRequest<ProductPermit[]>('cust/product/findAllByPermitStatus', {
    query: { compCode },
    kind: 'list',
    signal,
  });
}

const bySort = (products: ProductPermit[]) => products.toSorted((a, b) => a.sort - b.sort);

export const productPermitsQueryOptions = (identityKey: string, compCode: string) =>
  queryOptions({
    queryKey: [...permitsKey(identityKey, compCode), 'all'],
    queryFn: ({ signal }) => getProductPermits(compCode, signal),
    select: bySort,
  });

export function useProductPermits() {
  const { identityKey, company } = usePortalSession();
  return useQuery(productPermitsQueryOptions(identityKey, company.compCode));
}
