import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invitationsKey } from '@/features/invitations/api/get-invitations';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type InvitationCreate = Schema<'InvitationCreate'>;
/** The code and link, shown this once: the server keeps only a hash of the code. */
export type InvitationIssued = Schema<'InvitationIssued'>;

/** Invites a company: its contact is texted the registration link (7 days). */
export function createInvitation(body: InvitationCreate): Promise<InvitationIssued> {
  return apiRequest<InvitationIssued>('invitation/create', { body, loading: true });
}

export function useCreateInvitation(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(identityKey) }),
  });
}
