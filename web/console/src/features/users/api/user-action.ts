import { useMutation, useQueryClient } from '@tanstack/react-query';

import { USERS_KEY } from '@console/features/users/api/list-users';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type UserActionAnswer = Schema<'UserActionRead'>;

/**
 * What an administrator does to a customer user, each a call taking the user's code (disable
 * also a reason): disable (sign-ins refused, sessions end), enable, unlock (the lock after
 * repeated failures, and its count), expire the password (changed at the next sign-in;
 * sessions end), end every session. Each answers the user after it and the sessions ended.
 */
export type UserAction = 'disable' | 'enable' | 'unlock' | 'expire-password' | 'end-sessions';

export interface UserActionInput {
  userCode: string;
  /** Why, for `disable` (kept with the user and in the audit log). */
  reason?: string;
}

export function runUserAction(
  action: UserAction,
  input: UserActionInput,
): Promise<UserActionAnswer> {
  return apiRequest<UserActionAnswer>(`/ops/user/${action}`, { body: input, loading: true });
}

export function useUserAction(action: UserAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserActionInput) => runUserAction(action, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
