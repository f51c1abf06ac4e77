import { queryOptions, useQuery } from '@tanstack/react-query';

import { permitsKey } from '@/features/products/api/keys';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type AuditEntry = Schema<'AuditEntryRead'>;

/** The permit's status changes, newest first; only those into `afterStatus` when given. */
export function getPermitAudit(
  compCode: string,
  productCode: string,
  afterStatus?: number,
  signal?: AbortSignal,
) {
  return apiRequest<AuditEntry[]>('cust/product/queryPermitAudit', {
    query: { compCode, productCode, afterStatus },
    kind: 'list',
    signal,
  });
}

export const permitAuditQueryOptions = (
  identityKey: string,
  compCode: string,
  productCode: string,
  afterStatus?: number,
) =>
  queryOptions({
    queryKey: [...permitsKey(identityKey, compCode), 'audit', productCode, afterStatus ?? null],
    queryFn: ({ signal }) => getPermitAudit(compCode, productCode, afterStatus, signal),
  });

export function usePermitAudit(productCode: string, afterStatus?: number) {
  const { identityKey, company } = usePortalSession();
  return useQuery(permitAuditQueryOptions(identityKey, company.compCode, productCode, afterStatus));
}
