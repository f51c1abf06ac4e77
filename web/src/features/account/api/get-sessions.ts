import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** One active session: device and browser, IP and its region, started and last active. */
export type SessionRow = Schema<'SessionRead'>;

export function getSessions(signal?: AbortSignal): Promise<SessionRow[]> {
  return apiRequest<SessionRow[]>('account/session/list', { signal });
}

/** Also what ending a session (one, or all others) invalidates. */
export const sessionsKey = (identityKey: string) =>
  ['session', identityKey, 'account', 'sessions'] as const;

export const sessionsQueryOptions = (identityKey: string) =>
  queryOptions({
    queryKey: sessionsKey(identityKey),
    queryFn: ({ signal }) => getSessions(signal),
  });

export function useSessions(identityKey: string) {
  return useQuery(sessionsQueryOptions(identityKey));
}
