import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ReviewSummary = Schema<'ReviewSummary'>;
export type QueueSummary = Schema<'QueueSummary'>;

/** Every review query starts with this key: a recommendation or decision refreshes them all. */
export const REVIEW_KEY = ['review'] as const;

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'summary'],
    queryFn: ({ signal }) => apiRequest<ReviewSummary>('/ops/review/summary', { signal }),
  });

/** Per queue: waiting cases by stage and age, the oldest, the last week's decisions. */
export function useReviewSummary() {
  return useQuery(summaryQueryOptions());
}
