import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { messagesKey } from '@/features/messages/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type AffichePage = Schema<'AffichePage'>;
export type AfficheRow = Schema<'AfficheRow'>;
export type AfficheListQuery = Schema<'AfficheListQuery'>;

/** Published announcements, newest first, each with whether the caller has opened it. */
export function getAffiches(query: AfficheListQuery, signal?: AbortSignal): Promise<AffichePage> {
  return apiRequest<AffichePage>('affiche/list', { body: query, kind: 'list', signal });
}

export const affichesQueryOptions = (identityKey: string, query: AfficheListQuery) =>
  queryOptions({
    queryKey: [...messagesKey(identityKey), 'affiches', query],
    queryFn: ({ signal }) => getAffiches(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAffiches(query: AfficheListQuery) {
  const { identityKey } = usePortalSession();
  return useQuery(affichesQueryOptions(identityKey, query));
}
