import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type SignInPage = Schema<'SignInPage'>;
export type SignInRow = Schema<'SignInRow'>;

export interface HistoryParams {
  pageNum: number;
  pageSize: number;
}

/** The user's own sign-in attempts, newest first (refusals included). */
export function getSignInHistory(params: HistoryParams, signal?: AbortSignal) {
  return apiRequest<SignInPage>('loginInfo/view', { query: { ...params }, kind: 'list', signal });
}

export const signInHistoryQueryOptions = (identityKey: string, params: HistoryParams) =>
  queryOptions({
    queryKey: ['session', identityKey, 'account', 'history', params],
    queryFn: ({ signal }) => getSignInHistory(params, signal),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useSignInHistory(identityKey: string, params: HistoryParams) {
  return useQuery(signInHistoryQueryOptions(identityKey, params));
}
