import { useMutation, useQueryClient } from '@tanstack/react-query';

import { twoStepKey } from '@/features/account/api/get-two-step';
import { apiRequest } from '@/lib/api-client';
import { encryptCredential } from '@/lib/request-protection';

/** Proof it is the owner: a code (from the app, or a recovery code) or the password. */
export type TwoStepProof = { code: string } | { password: string };

/** Two-step off; the password travels encrypted to auth like every password field. */
export async function switchTwoStepOff(proof: TwoStepProof): Promise<void> {
  const body = 'password' in proof ? { password: await encryptCredential(proof.password) } : proof;
  await apiRequest<null>('account/twoStep/off', { body, handleErrors: false, loading: true });
}

export function useSwitchTwoStepOff(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchTwoStepOff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoStepKey(identityKey) }),
  });
}
