import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { InvitationIssued } from '@/features/invitations/api/create-invitation';
import { invitationsKey } from '@/features/invitations/api/get-invitations';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** A new code and 7-day expiry for a pending or expired invitation, texted again. */
export function resendInvitation(invitationId: number): Promise<InvitationIssued> {
  return apiRequest<InvitationIssued>('invitation/resend', {
    body: { invitationId } satisfies Schema<'InvitationRef'>,
    loading: true,
  });
}

export function useResendInvitation(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(identityKey) }),
  });
}
