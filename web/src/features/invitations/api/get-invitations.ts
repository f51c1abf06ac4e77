import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type Invitation = Schema<'InvitationRead'>;
export type InvitationPage = Schema<'InvitationPage'>;
export type InvitationQuery = Schema<'InvitationQuery'>;
export type InvitationStatus = Invitation['status'];

/** Every invitation query of the session: a change invalidates them all. */
export const invitationsKey = (identityKey: string) =>
  ['session', identityKey, 'invitations'] as const;

export function getInvitations(query: InvitationQuery, signal?: AbortSignal) {
  return apiRequest<InvitationPage>('invitation/list', { body: query, kind: 'list', signal });
}

export const invitationsQueryOptions = (identityKey: string, query: InvitationQuery) =>
  queryOptions({
    queryKey: [...invitationsKey(identityKey), 'list', query],
    queryFn: ({ signal }) => getInvitations(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the company's invitations, newest first (`invitation/list`). */
export function useInvitations(identityKey: string, query: InvitationQuery) {
  return useQuery(invitationsQueryOptions(identityKey, query));
}
