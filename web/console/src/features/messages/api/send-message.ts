import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SENT_KEY, type SentRow } from '@console/features/messages/api/list-sent';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type MessageSend = Schema<'BroadcastSend'>;
export type Audience = MessageSend['audience'];
export type CompanyRole = NonNullable<MessageSend['compRole']>;

/** Sends a system message; answers the record of it (how many companies received it). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageSend) =>
      apiRequest<SentRow>('/ops/message/send', { body, loading: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SENT_KEY }),
  });
}
