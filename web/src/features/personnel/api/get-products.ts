import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentLanguage } from '@/i18n/instance';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type Product = Schema<'ProductRead'>;

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>('product/list', { signal });
}

/** The product catalogue (`product/list`), to name the products roles are given in. */
export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['personnel', 'products', currentLanguage()],
    queryFn: ({ signal }) => getProducts(signal),
    staleTime: 30 * 60_000,
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
