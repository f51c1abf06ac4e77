import { queryOptions, useQuery } from '@tanstack/react-query';

import { OPERATORS_KEY } from '@console/features/operators/api/list-operators';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type OnlineRow = Schema<'OnlineRow'>;

export const onlineQueryOptions = () =>
  queryOptions({
    queryKey: [...OPERATORS_KEY, 'online'],
    queryFn: ({ signal }) =>
      apiRequest<OnlineRow[]>('/ops/operator/online', { signal, kind: 'list' }),
  });

/** Operators signed in now, with each live session (console or API token). */
export function useOnline() {
  return useQuery(onlineQueryOptions());
}
