import { useMutation, useQueryClient } from '@tanstack/react-query';

import { companySessionsKey } from '@/features/account/api/get-company-sessions';
import { sessionsKey } from '@/features/account/api/get-sessions';
import { apiRequest } from '@/lib/api-client';

/** The company's administrator ends an employee's session there. */
export function endCompanySession(sessionKey: string) {
  return apiRequest<null>('company/session/end', { query: { sessionKey }, loading: true });
}

export function useEndCompanySession(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCompanySession,
    // The administrator's own other sessions may be among those ended.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companySessionsKey(identityKey) }),
        queryClient.invalidateQueries({ queryKey: sessionsKey(identityKey) }),
      ]),
  });
}
