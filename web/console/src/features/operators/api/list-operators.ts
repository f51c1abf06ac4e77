import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type OperatorRow = Schema<'OperatorRow'>;
export type OperatorQuery = Schema<'OperatorQuery'>;
export type OperatorPage = Schema<'Page_OperatorRow_'>;

/** Every query of this feature starts with this key: a change refetches them all. */
export const OPERATORS_KEY = ['operators'] as const;

export const operatorsQueryOptions = (query: OperatorQuery) =>
  queryOptions({
    queryKey: [...OPERATORS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<OperatorPage>('/ops/operator/list', { body: query, signal, kind: 'list' }),
    placeholderData: keepPreviousData,
  });

/** Operators by username; by keyword (username or name), role and status. */
export function useOperators(query: OperatorQuery) {
  return useQuery(operatorsQueryOptions(query));
}
