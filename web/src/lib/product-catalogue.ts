import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentLanguage } from '@/i18n/instance';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

// `product/list`: the platform's products with their names in the request's language. Where
// a page names a product by its code (a company's role per product), it shows this name.
export type CatalogueProduct = Schema<'ProductRead'>;

export function getProductCatalogue(signal?: AbortSignal): Promise<CatalogueProduct[]> {
  return apiRequest<CatalogueProduct[]>('product/list', { signal });
}

export const productCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'product-catalogue', currentLanguage()],
    queryFn: ({ signal }) => getProductCatalogue(signal),
    staleTime: 30 * 60_000,
  });

export function useProductCatalogue() {
  return useQuery(productCatalogueQueryOptions());
}

/** The name of product `code`, or the code itself while loading or when unknown. */
export function productName(
  products: readonly CatalogueProduct[] | undefined,
  code: string,
): string {
  return products?.find((product) => product.productCode === code)?.productName ?? code;
}
