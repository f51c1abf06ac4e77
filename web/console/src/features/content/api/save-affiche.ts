import type { AfficheDetail } from '@console/features/content/api/get-affiche';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type AfficheWrite = Schema<'AfficheWrite'>;

/** A new draft (no id) or new texts for an announcement (a published one shows them at once). */
export function saveAffiche(body: AfficheWrite, id?: number): Promise<AfficheDetail> {
  return id === undefined
    ? apiRequest<AfficheDetail>('/ops/affiche/create', { body, loading: true })
    : apiRequest<AfficheDetail>('/ops/affiche/update', { body: { ...body, id }, loading: true });
}
