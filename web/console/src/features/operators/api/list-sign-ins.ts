import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { OPERATORS_KEY } from '@console/features/operators/api/list-operators';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type SignInRow = Schema<'SignInRow'>;
export type SignInQuery = Schema<'SignInQuery'>;
export type SignInPage = Schema<'Page_SignInRow_'>;

export const signInsQueryOptions = (query: SignInQuery) =>
  queryOptions({
    queryKey: [...OPERATORS_KEY, 'sign-ins', query],
    queryFn: ({ signal }) =>
      apiRequest<SignInPage>('/ops/operator/sign-ins', { body: query, signal, kind: 'list' }),
    placeholderData: keepPreviousData,
  });

/** The console's login log, newest first: every attempt and how it ended. */
export function useSignIns(query: SignInQuery) {
  return useQuery(signInsQueryOptions(query));
}
