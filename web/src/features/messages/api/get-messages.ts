import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { messagesKey } from '@/features/messages/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type MessagePage = Schema<'MessagePage'>;
export type MessageRow = Schema<'MessageRow'>;
export type MessageListQuery = Schema<'MessageListQuery'>;

/** The caller's messages, unread first, then newest (the server's order). */
export function getMessages(query: MessageListQuery, signal?: AbortSignal): Promise<MessagePage> {
  return apiRequest<MessagePage>('message/list', { body: query, kind: 'list', signal });
}

export const messagesQueryOptions = (identityKey: string, query: MessageListQuery) =>
  queryOptions({
    queryKey: [...messagesKey(identityKey), 'list', query],
    queryFn: ({ signal }) => getMessages(query, signal),
    // Paging and filtering keep the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useMessages(query: MessageListQuery) {
  const { identityKey } = usePortalSession();
  return useQuery(messagesQueryOptions(identityKey, query));
}
