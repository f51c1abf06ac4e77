import { queryOptions, useQuery } from '@tanstack/react-query';

import { AFFICHES_KEY } from '@console/features/content/api/list-affiches';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type AfficheDetail = Schema<'AfficheConsoleDetail'>;
export type AfficheReceipts = Schema<'AfficheReceipts'>;

export const afficheQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...AFFICHES_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<AfficheDetail>('/ops/affiche/detail', { body: { id }, signal }),
  });

/** One announcement: its sources as written and the cleaned HTML readers get. */
export function useAffiche(id: number, enabled = true) {
  return useQuery({ ...afficheQueryOptions(id), enabled });
}

/** Who opened an announcement, in figures (readers, companies, the last 14 days). */
export function useAfficheReceipts(id: number) {
  return useQuery({
    queryKey: [...AFFICHES_KEY, 'receipts', id],
    queryFn: ({ signal }) =>
      apiRequest<AfficheReceipts>('/ops/affiche/receipts', { body: { id }, signal }),
  });
}
