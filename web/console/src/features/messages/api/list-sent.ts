import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type SentRow = Schema<'BatchRow'>;

export const SENT_KEY = ['messages', 'sent'] as const;

export const sentQueryOptions = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: [...SENT_KEY, pageNum, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<Schema<'Page_BatchRow_'>>('/ops/message/sent', {
        body: { pageNum, pageSize },
        signal,
        kind: 'list',
      }),
    placeholderData: keepPreviousData,
  });

/** The messages operators sent, newest first, with how many companies received each. */
export function useSent(pageNum: number, pageSize: number) {
  return useQuery(sentQueryOptions(pageNum, pageSize));
}
