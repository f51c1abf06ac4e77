import { queryOptions, useQuery } from '@tanstack/react-query';

import { GUIDES_KEY } from '@console/features/content/api/list-modules';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type GuideDetail = Schema<'GuideDetail'>;

export const guideQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...GUIDES_KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<GuideDetail>('/ops/guide/detail', { body: { id }, signal }),
  });

/** One guide: its sources as written and the cleaned HTML readers get. */
export function useGuide(id: number, enabled = true) {
  return useQuery({ ...guideQueryOptions(id), enabled });
}
