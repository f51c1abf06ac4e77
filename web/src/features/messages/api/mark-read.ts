import { useMutation, useQueryClient } from '@tanstack/react-query';

import { afterMessagesChanged } from '@/features/messages/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

/** Marks 1 to 100 messages read; answers the caller's unread count. */
export function markRead(ids: number[]): Promise<Schema<'UnreadRead'>> {
  return apiRequest<Schema<'UnreadRead'>>('message/read', { body: { ids } });
}

export function useMarkRead() {
  const { identityKey } = usePortalSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }) => afterMessagesChanged(queryClient, identityKey, unread),
  });
}
