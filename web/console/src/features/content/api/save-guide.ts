import type { GuideDetail } from '@console/features/content/api/get-guide';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type GuideWrite = Schema<'GuideWrite'>;

/** A new draft guide (no id) or new texts for one (a published one shows them at once). */
export function saveGuide(body: GuideWrite, id?: number): Promise<GuideDetail> {
  return id === undefined
    ? apiRequest<GuideDetail>('/ops/guide/create', { body, loading: true })
    : apiRequest<GuideDetail>('/ops/guide/update', { body: { ...body, id }, loading: true });
}
