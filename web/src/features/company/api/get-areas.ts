import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Division } from '@/features/company/api/get-provinces';
import { apiRequest } from '@/lib/api-client';

export function getAreas(pid: string, signal?: AbortSignal): Promise<Division[]> {
  return apiRequest<Division[]>('area/list', { query: { pid }, signal });
}

export const areasQueryOptions = (pid: string) =>
  queryOptions({
    queryKey: ['company', 'divisions', 'areas', pid],
    queryFn: ({ signal }) => getAreas(pid, signal),
    staleTime: Infinity,
  });

/** The divisions directly under `pid` (`area/list`, reference), to name an area code. */
export function useAreas(pid: string | null | undefined) {
  return useQuery({ ...areasQueryOptions(pid ?? ''), enabled: Boolean(pid) });
}
