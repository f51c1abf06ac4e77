import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type Division = Schema<'DivisionRead'>;

export function getProvinces(signal?: AbortSignal): Promise<Division[]> {
  return apiRequest<Division[]>('province/list', { signal });
}

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['company', 'divisions', 'provinces'],
    queryFn: ({ signal }) => getProvinces(signal),
    // The divisions change with a new GB/T 2260 revision, not during a visit.
    staleTime: Infinity,
  });

/** The provincial-level divisions (`province/list`, reference), to name a province code. */
export function useProvinces(enabled = true) {
  return useQuery({ ...provincesQueryOptions(), enabled });
}
