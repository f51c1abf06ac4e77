import { useMutation, useQueryClient } from '@tanstack/react-query';

import { afterMessagesChanged } from '@/features/messages/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

type MessageType = Schema<'MessageType'>;

/** Marks every message read, or every one of `type`; answers the caller's unread count. */
export function markAllRead(type?: MessageType): Promise<Schema<'UnreadRead'>> {
  return apiRequest<Schema<'UnreadRead'>>('message/readAll', { body: type ? { type } : {} });
}

export function useMarkAllRead() {
  const { identityKey } = usePortalSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: ({ unread }) => afterMessagesChanged(queryClient, identityKey, unread),
  });
}
