import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Division } from '@/features/register/api/get-provinces';
import { apiRequest } from '@/lib/api-client';

/** The direct children of a province: its prefectures, or a municipality's districts. */
export function getAreas(pid: string, signal?: AbortSignal) {
  return apiRequest<Division[]>('area/list', { query: { pid }, signal, kind: 'list' });
}

export const areasQueryOptions = (pid: string) =>
  queryOptions({
    queryKey: ['reference', 'areas', pid],
    queryFn: ({ signal }) => getAreas(pid, signal),
    staleTime: 60 * 60_000,
  });

export function useAreas(pid: string) {
  return useQuery({ ...areasQueryOptions(pid), enabled: pid !== '' });
}
