import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type AfficheRow = Schema<'AfficheConsoleRow'>;
export type AfficheQuery = Schema<'AfficheConsoleQuery'>;

export const AFFICHES_KEY = ['affiches'] as const;

export const affichesQueryOptions = (query: AfficheQuery) =>
  queryOptions({
    queryKey: [...AFFICHES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<Schema<'Page_AfficheConsoleRow_'>>('/ops/affiche/list', {
        body: query,
        signal,
        kind: 'list',
      }),
    placeholderData: keepPreviousData,
  });

/** Every announcement (drafts and scheduled ones too), last changed first. */
export function useAffiches(query: AfficheQuery) {
  return useQuery(affichesQueryOptions(query));
}
