import { queryOptions, useQuery } from '@tanstack/react-query';

import { GUIDES_KEY } from '@console/features/content/api/list-modules';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type GuideRow = Schema<'GuideRow'>;

// A module's guides are reordered as a whole list, so the page shows them all at once; the
// server's largest page is 100, far more than a help module holds.
export const guidesQueryOptions = (module: string) =>
  queryOptions({
    queryKey: [...GUIDES_KEY, 'list', module],
    queryFn: ({ signal }) =>
      apiRequest<Schema<'Page_GuideRow_'>>('/ops/guide/list', {
        body: { module, pageNum: 1, pageSize: 100 },
        signal,
        kind: 'list',
      }),
  });

/** A module's guides (drafts too) in the help page's order. */
export function useGuides(module: string) {
  return useQuery({ ...guidesQueryOptions(module), enabled: module !== '' });
}
