import { useMutation, useQueryClient } from '@tanstack/react-query';

import { sessionsKey } from '@/features/account/api/get-sessions';
import { apiRequest } from '@/lib/api-client';

/** Ends another of the user's sessions: its next call is refused and it is signed out. */
export function endSession(sessionKey: string) {
  return apiRequest<null>('account/session/end', { query: { sessionKey }, loading: true });
}

export function useEndSession(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(identityKey) }),
  });
}
