import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { afterMessagesChanged, messagesKey } from '@/features/messages/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type MessageDetail = Schema<'MessageDetail'>;

/** One message with its (server-sanitised) HTML; the server marks it read. */
export function getMessage(id: number, signal?: AbortSignal): Promise<MessageDetail> {
  return apiRequest<MessageDetail>('message/detail', { body: { id }, signal });
}

export const messageQueryOptions = (identityKey: string, id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...messagesKey(identityKey), 'detail', id],
    queryFn: async ({ signal }) => {
      const message = await getMessage(id, signal);
      // Opening it read it: the bell and the lists follow at once, without a reload.
      void afterMessagesChanged(queryClient, identityKey);
      return message;
    },
    // A message never changes once written.
    staleTime: Infinity,
  });

export function useMessage(id: number, enabled = true) {
  const { identityKey } = usePortalSession();
  const queryClient = useQueryClient();
  return useQuery({ ...messageQueryOptions(identityKey, id, queryClient), enabled });
}
