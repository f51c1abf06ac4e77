import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminChangeApplication } from '@/features/company/api/get-change-acc-history';
import { companyKey } from '@/features/company/api/get-my-companies';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type ChangeAccApply = Schema<'ChangeAccApply'>;

/** Applies to hand the company's administrator account to another person (operators decide). */
export function applyChangeAcc(body: ChangeAccApply): Promise<AdminChangeApplication> {
  return apiRequest<AdminChangeApplication>('company/changeAcc', { body, loading: true });
}

export function useApplyChangeAcc(identityKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyChangeAcc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey(identityKey) }),
  });
}
