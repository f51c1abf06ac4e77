import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface AfficheRow {
  id: number;
  title: string;
  summary: string;
  publishedAt: string;
  /** Whether the user has opened it. */
  read: boolean;
}

export interface AffichePage {
  total: number;
  list: AfficheRow[];
}

// Announcements are for signed-in users only: the home page asks only then.
export function getAfficheList(pageSize: number, signal?: AbortSignal): Promise<AffichePage> {
  return apiRequest<AffichePage>('affiche/list', { body: { pageNum: 1, pageSize }, signal });
}

export const latestAffichesQueryOptions = (pageSize: number) =>
  queryOptions({
    queryKey: ['session', 'portal', 'affiches', pageSize],
    queryFn: ({ signal }) => getAfficheList(pageSize, signal),
  });

export function useLatestAffiches(pageSize: number, enabled: boolean) {
  return useQuery({ ...latestAffichesQueryOptions(pageSize), enabled });
}
