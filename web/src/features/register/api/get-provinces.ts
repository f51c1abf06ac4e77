import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type Division = Schema<'DivisionRead'>;

/** The provincial-level divisions (GB/T 2260, reference service). */
export function getProvinces(signal?: AbortSignal) {
  return apiRequest<Division[]>('province/list', { signal, kind: 'list' });
}

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'provinces'],
    queryFn: ({ signal }) => getProvinces(signal),
    // Divisions change once in years.
    staleTime: 60 * 60_000,
  });

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}
