import type { QueryClient } from '@tanstack/react-query';

// Query keys of the message centre. Everything is read for one identity (`['session',
// identityKey, …]`), so signing out or switching company drops it.

/** Lists and details of in-site messages and announcements. */
export const messagesKey = (identityKey: string) => ['session', identityKey, 'messages'] as const;

/** The header bell's count (features/shell), whatever the company code after it. */
export const unreadKey = (identityKey: string) => ['session', identityKey, 'unread'] as const;

/**
 * After messages were read or deleted: the bell shows `unread` at once when the server said it,
 * and asks again in any case; the lists are read again.
 */
export async function afterMessagesChanged(
  queryClient: QueryClient,
  identityKey: string,
  unread?: number,
): Promise<void> {
  if (unread !== undefined)
    queryClient.setQueriesData({ queryKey: unreadKey(identityKey) }, unread);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: unreadKey(identityKey) }),
    queryClient.invalidateQueries({ queryKey: [...messagesKey(identityKey), 'list'] }),
  ]);
}
