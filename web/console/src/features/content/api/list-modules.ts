import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ModuleRow = Schema<'ModuleRow'>;

export const GUIDES_KEY = ['guides'] as const;

// A help page has a handful of modules: one page of 100 holds them all.
export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: [...GUIDES_KEY, 'modules'],
    queryFn: ({ signal }) =>
      apiRequest<Schema<'Page_ModuleRow_'>>('/ops/guide-module/list', {
        body: { pageNum: 1, pageSize: 100 },
        signal,
        kind: 'list',
      }),
  });

/** The help modules in display order, with how many guides each holds. */
export function useModules() {
  return useQuery(modulesQueryOptions());
}
