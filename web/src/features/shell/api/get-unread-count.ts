import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export const UNREAD_REFRESH_MS = 60_000;

/** The unread in-site messages of the user in `compCode` (the body is the count). */
export function getUnreadCount(compCode: string, signal?: AbortSignal): Promise<number> {
  return apiRequest<number>('message/getIsUnreadNumbers', {
    query: { receiveCompCode: compCode },
    signal,
  });
}

/**
 * Under `['session', …, 'unread']`: the message centre invalidates `['session']` (or this key)
 * after reading or deleting messages, and the badge follows.
 */
export const unreadCountQueryOptions = (identity: string, compCode: string) =>
  queryOptions({
    queryKey: ['session', identity, 'unread', compCode],
    queryFn: ({ signal }) => getUnreadCount(compCode, signal),
    // The badge refreshes every 60 s and whenever the window regains focus.
    staleTime: 0,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export function useUnreadCount(identity: string, compCode: string | undefined) {
  return useQuery({
    ...unreadCountQueryOptions(identity, compCode ?? ''),
    enabled: compCode !== undefined && compCode !== '',
  });
}
