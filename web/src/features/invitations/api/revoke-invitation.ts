import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Invitation, invitationsKey } from '@/features/invitations/api/get-invitations';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Withdraws a pending or expired invitation: its link stops working. */
export function revokeInvitation(invitationId: number): Promise<Invitation> {
  return apiRequest<Invitation>('invitation/revoke', {
    body: { invitationId } satisfies Schema<'InvitationRef'>,
    loading: true,
  });
}

export function useRevokeInvitation(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(identityKey) }),
  });
}
