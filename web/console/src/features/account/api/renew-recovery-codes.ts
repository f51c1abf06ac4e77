import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileQueryOptions } from '@console/features/account/api/get-profile';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type RecoveryCodesAnswer = Schema<'RecoveryCodesRead'>;

/** Ten new recovery codes after the authenticator's code; the old ones stop working. */
export function renewRecoveryCodes(code: string): Promise<RecoveryCodesAnswer> {
  return apiRequest<RecoveryCodesAnswer>('/ops/me/recovery-codes', {
    body: { code },
    loading: true,
  });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries(profileQueryOptions()),
  });
}
