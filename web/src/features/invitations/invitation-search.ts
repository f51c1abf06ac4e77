import type { InvitationStatus } from '@/features/invitations/api/get-invitations';

export const PAGE_SIZE = 10;
export const STATUSES: readonly InvitationStatus[] = ['pending', 'accepted', 'expired', 'revoked'];

function isStatus(value: string | null): value is InvitationStatus {
  return value !== null && (STATUSES as readonly string[]).includes(value);
}

/** The list's state as the URL holds it (`?status=&page=`). */
export function readSearch(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeSearch(status: InvitationStatus | undefined, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
