import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** Icon names the server uses for products; anything else gets a generic icon. */
export type ProductIconName =
  | 'enterprise'
  | 'account'
  | 'credit'
  | 'bill'
  | 'letter'
  | 'deposit'
  | 'invoice'
  | 'quota'
  | 'signature';

export interface Product {
  /** `EC` enterprise product, `CRM` account centre, and the finance products. */
  productCode: string;
  productName: string;
  summary: string;
  icon: string;
  sort: number;
}

export function getProductList(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>('product/list', { signal });
}

function bySort(products: Product[]): Product[] {
  return products.toSorted((a, b) => a.sort - b.sort);
}

export const productListQueryOptions = () =>
  queryOptions({
    queryKey: ['portal', 'product-list'],
    queryFn: ({ signal }) => getProductList(signal),
    select: bySort,
    staleTime: 5 * 60_000, // the catalogue changes rarely
  });

export function useProductList() {
  return useQuery(productListQueryOptions());
}
