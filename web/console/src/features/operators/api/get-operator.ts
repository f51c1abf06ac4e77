import { queryOptions, useQuery } from '@tanstack/react-query';

import { OPERATORS_KEY } from '@console/features/operators/api/list-operators';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type OperatorDetail = Schema<'OperatorDetail'>;

export const operatorQueryOptions = (operatorCode: string) =>
  queryOptions({
    queryKey: [...OPERATORS_KEY, 'detail', operatorCode],
    queryFn: ({ signal }) =>
      apiRequest<OperatorDetail>('/ops/operator/detail', { body: { operatorCode }, signal }),
  });

/** One operator with recent sign-ins, live sessions and the number of API tokens. */
export function useOperator(operatorCode: string) {
  return useQuery(operatorQueryOptions(operatorCode));
}
