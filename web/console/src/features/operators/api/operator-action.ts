import { useMutation, useQueryClient } from '@tanstack/react-query';

import { OPERATORS_KEY } from '@console/features/operators/api/list-operators';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type PasswordReset = Schema<'PasswordReset'>;

/**
 * What an administrator does to an operator account, each a call taking the operator's code:
 * disable (sessions end; never oneself or the last administrator), enable (a sign-in lock is
 * lifted too), reset the authenticator (set up again at the next sign-in), reset the password
 * (a temporary one, shown once; sessions end), end every session (answers how many).
 */
export interface OperatorActions {
  disable: unknown;
  enable: unknown;
  'reset-mfa': unknown;
  'reset-password': PasswordReset;
  'end-sessions': number;
}

export type OperatorAction = keyof OperatorActions;

export function runOperatorAction<A extends OperatorAction>(
  action: A,
  operatorCode: string,
): Promise<OperatorActions[A]> {
  return apiRequest<OperatorActions[A]>(`/ops/operator/${action}`, {
    body: { operatorCode },
    loading: true,
  });
}

export function useOperatorAction<A extends OperatorAction>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operatorCode: string) => runOperatorAction(action, operatorCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
