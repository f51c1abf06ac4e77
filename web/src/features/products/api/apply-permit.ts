import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PermitInfo } from '@/features/products/api/get-permit-info';
import { permitsKey } from '@/features/products/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type PermitApply = Schema<'PermitApply'>;

/** The administrator applies for a product with its documents; operators decide. */
export function applyPermit(request: PermitApply): Promise<PermitInfo> {
  return apiRequest<PermitInfo>('cust/product/apply', { body: request, loading: true });
}

export function useApplyPermit() {
  const { identityKey, company } = usePortalSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPermit,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: permitsKey(identityKey, company.compCode) }),
  });
}
