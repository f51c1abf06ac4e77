import { queryOptions, useQuery } from '@tanstack/react-query';

import { USERS_KEY } from '@console/features/users/api/list-users';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type UserDetail = Schema<'UserDetail'>;

export const userQueryOptions = (userCode: string) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'detail', userCode],
    queryFn: ({ signal }) =>
      apiRequest<UserDetail>('/ops/user/detail', { body: { userCode }, signal }),
  });

/** A user with live sessions, the newest sign-ins and the companies they work in. */
export function useUser(userCode: string) {
  return useQuery(userQueryOptions(userCode));
}
