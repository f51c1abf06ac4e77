import { useMutation, useQueryClient } from '@tanstack/react-query';

import { twoStepKey } from '@/features/account/api/get-two-step';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Ten new recovery codes, shown once; the old ones stop working. */
export function newRecoveryCodes(): Promise<string[]> {
  return apiRequest<Schema<'RecoveryCodesRead'>>('account/twoStep/recoveryCodes', {
    loading: true,
  }).then((answer) => answer.codes);
}

export function useNewRecoveryCodes(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newRecoveryCodes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoStepKey(identityKey) }),
  });
}
