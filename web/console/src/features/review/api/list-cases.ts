import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { REVIEW_KEY } from '@console/features/review/api/get-summary';
import type { Queue, QueueRows, Stage } from '@console/features/review/queues';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

/** The filters every queue's list takes (each queue has a few more the pages do not use). */
export type CaseListQuery = Pick<
  Schema<'AdminChangeListQuery'>,
  'pageNum' | 'pageSize' | 'sortBy' | 'descending'
> & { stage: Stage | null; keyword: string | null };

export interface CasePage<Q extends Queue> {
  rows: QueueRows[Q][];
  total: number;
}

export const casesQueryOptions = <Q extends Queue>(queue: Q, query: CaseListQuery) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, queue, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<CasePage<Q>>(`/ops/${queue}/list`, { body: query, signal, kind: 'list' }),
    placeholderData: keepPreviousData,
  });

/** A page of the queue: by stage and keyword (company name, credit code or company code). */
export function useCases<Q extends Queue>(queue: Q, query: CaseListQuery) {
  return useQuery(casesQueryOptions(queue, query));
}
