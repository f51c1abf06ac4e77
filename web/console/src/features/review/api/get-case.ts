import { queryOptions, useQuery } from '@tanstack/react-query';

import { REVIEW_KEY } from '@console/features/review/api/get-summary';
import type { Queue, QueueCases } from '@console/features/review/queues';
import { apiRequest } from '@/lib/api-client';

export const caseQueryOptions = <Q extends Queue>(queue: Q, id: number) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, queue, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<QueueCases[Q]>(`/ops/${queue}/detail`, { body: { id }, signal }),
  });

/** One case whole (identity numbers masked), its trail and the company's other applications. */
export function useCase<Q extends Queue>(queue: Q, id: number) {
  return useQuery(caseQueryOptions(queue, id));
}
