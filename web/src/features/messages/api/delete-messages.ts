import { useMutation, useQueryClient } from '@tanstack/react-query';

import { afterMessagesChanged, messagesKey } from '@/features/messages/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

/** Deletes 1 to 100 messages for the caller only; answers the caller's unread count. */
export function deleteMessages(ids: number[]): Promise<Schema<'UnreadRead'>> {
  return apiRequest<Schema<'UnreadRead'>>('message/delete', { body: { ids } });
}

export function useDeleteMessages() {
  const { identityKey } = usePortalSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSuccess: async ({ unread }, ids) => {
      // A deleted message is gone: its detail must not be shown from the cache.
      for (const id of ids) {
        queryClient.removeQueries({ queryKey: [...messagesKey(identityKey), 'detail', id] });
      }
      await afterMessagesChanged(queryClient, identityKey, unread);
    },
  });
}
