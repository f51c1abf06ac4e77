import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type UserRow = Schema<'UserRow'>;
export type UserListQuery = Schema<'UserListQuery'>;
export type UserPage = Schema<'Page_UserRow_'>;

export const USERS_KEY = ['users'] as const;

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<UserPage>('/ops/user/list', { body: query, signal, kind: 'list' }),
    placeholderData: keepPreviousData,
  });

/** Customer users by whole mobile, user code or part of a name; by status; locked only. */
export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
