import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CompanyDetail } from '@console/features/companies/api/get-company';
import { COMPANIES_KEY } from '@console/features/companies/api/list-companies';
import { apiRequest } from '@/lib/api-client';

/**
 * Suspending a company (nobody signs in to it or switches into it, its sessions end; a reason
 * is required) and restoring it. Each answers the company as it is afterwards.
 */
export type CompanyAction = 'suspend' | 'restore';

export interface CompanyActionInput {
  compCode: string;
  /** Why, for `suspend` (kept with the company, shown to its people, audited). */
  reason?: string;
}

export function runCompanyAction(
  action: CompanyAction,
  input: CompanyActionInput,
): Promise<CompanyDetail> {
  return apiRequest<CompanyDetail>(`/ops/company/${action}`, { body: input, loading: true });
}

export function useCompanyAction(action: CompanyAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyActionInput) => runCompanyAction(action, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }),
  });
}
