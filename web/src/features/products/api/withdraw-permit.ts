import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PermitInfo } from '@/features/products/api/get-permit-info';
import { permitsKey } from '@/features/products/api/keys';
import { apiRequest } from '@/lib/api-client';
import { usePortalSession } from '@/lib/portal-session';

/** The administrator takes back an application no operator has decided yet. */
export function withdrawPermit(productCode: string): Promise<PermitInfo> {
  return apiRequest<PermitInfo>('cust/product/withdraw', { body: { productCode } });
}

export function useWithdrawPermit() {
  const { identityKey, company } = usePortalSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPermit,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: permitsKey(identityKey, company.compCode) }),
  });
}
