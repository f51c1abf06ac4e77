import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type Invitation = Schema<'InvitationInfo'>;

/** Public: what an invitation link fills in (the company, its contact, the role); 404 when the
 * code is unknown, expired, revoked or used. */
export function getInvitation(code: string, signal?: AbortSignal) {
  return apiRequest<Invitation>('invitation/info', {
    body: { code },
    signal,
    handleErrors: false,
  });
}

export const invitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['register', 'invitation', code],
    queryFn: ({ signal }) => getInvitation(code, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useInvitation(code: string | undefined) {
  return useQuery({ ...invitationQueryOptions(code ?? ''), enabled: Boolean(code) });
}
