import { useMutation, useQueryClient } from '@tanstack/react-query';

import { twoStepKey } from '@/features/account/api/get-two-step';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** The app's first code switches two-step on; the answer holds the recovery codes, once. */
export function confirmTwoStep(code: string): Promise<string[]> {
  return apiRequest<Schema<'RecoveryCodesRead'>>('account/twoStep/confirm', {
    body: { code },
    handleErrors: false,
    loading: true,
  }).then((answer) => answer.codes);
}

export function useConfirmTwoStep(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoStep,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoStepKey(identityKey) }),
  });
}
