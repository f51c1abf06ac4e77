import { apiRequest } from '@/lib/api-client';

/** Publish now or from `publishAt` on (scheduled); back to a draft; delete with its receipts. */
export type AfficheAction = 'publish' | 'unpublish' | 'delete';

export interface AfficheActionInput {
  id: number;
  publishAt?: string | null;
}

export function runAfficheAction(action: AfficheAction, input: AfficheActionInput) {
  return apiRequest<unknown>(`/ops/affiche/${action}`, { body: input, loading: true });
}
