import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type Category = Schema<'CategoryConsoleRead'>;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['articles', 'categories'],
    queryFn: ({ signal }) =>
      apiRequest<Category[]>('/ops/article-category/list', { signal, kind: 'list' }),
    // Categories are reference data: they change with a release, not during a session.
    staleTime: 10 * 60_000,
  });

/** The news categories in display order, named in both languages. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
