import { useMutation, useQueryClient } from '@tanstack/react-query';

import { sessionsKey } from '@/features/account/api/get-sessions';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Ends every session of the user but this one; says how many ended. */
export function endOtherSessions() {
  return apiRequest<Schema<'EndedRead'>>('account/session/endOthers', { loading: true });
}

export function useEndOtherSessions(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(identityKey) }),
  });
}
