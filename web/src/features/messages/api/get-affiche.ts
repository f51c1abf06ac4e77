import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { messagesKey } from '@/features/messages/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type AfficheDetail = Schema<'AfficheDetail'>;

/** One published announcement (server-sanitised HTML); the server marks it read. */
export function getAffiche(id: number, signal?: AbortSignal): Promise<AfficheDetail> {
  return apiRequest<AfficheDetail>('affiche/detail', { body: { id }, signal });
}

export const afficheQueryOptions = (identityKey: string, id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...messagesKey(identityKey), 'affiche', id],
    queryFn: async ({ signal }) => {
      const affiche = await getAffiche(id, signal);
      // The list shows it read from now on.
      void queryClient.invalidateQueries({ queryKey: [...messagesKey(identityKey), 'affiches'] });
      return affiche;
    },
    staleTime: Infinity,
  });

export function useAffiche(id: number, enabled = true) {
  const { identityKey } = usePortalSession();
  const queryClient = useQueryClient();
  return useQuery({ ...afficheQueryOptions(identityKey, id, queryClient), enabled });
}
