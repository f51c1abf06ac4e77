import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

// The administrative divisions (GB/T 2260, reference service): registration picks a province
// and an area from them, company information names the codes it holds. One cache for both, so
// a visitor who does both asks once.
export type Division = Schema<'DivisionRead'>;

/** The provincial-level divisions. */
export function getProvinces(signal?: AbortSignal): Promise<Division[]> {
  return apiRequest<Division[]>('province/list', { signal, kind: 'list' });
}

/** The direct children of a province: its prefectures, or a municipality's districts. */
export function getAreas(pid: string, signal?: AbortSignal): Promise<Division[]> {
  return apiRequest<Division[]>('area/list', { query: { pid }, signal, kind: 'list' });
}

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'provinces'],
    queryFn: ({ signal }) => getProvinces(signal),
    // The divisions change with a new GB/T 2260 revision, not during a visit.
    staleTime: Infinity,
  });

export const areasQueryOptions = (pid: string) =>
  queryOptions({
    queryKey: ['reference', 'areas', pid],
    queryFn: ({ signal }) => getAreas(pid, signal),
    staleTime: Infinity,
  });

export function useProvinces(enabled = true) {
  return useQuery({ ...provincesQueryOptions(), enabled });
}

/** The areas under `pid`; nothing is asked until a province is chosen. */
export function useAreas(pid: string | null | undefined) {
  return useQuery({ ...areasQueryOptions(pid ?? ''), enabled: Boolean(pid) });
}
