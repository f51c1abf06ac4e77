import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type AuditKind = Schema<'AuditKind'>;

export function getAuditKinds(signal?: AbortSignal): Promise<AuditKind[]> {
  return apiRequest<AuditKind[]>('company/audit/kinds', { signal });
}

export const auditKindsQueryOptions = (identityKey: string, language: string) =>
  queryOptions({
    queryKey: ['session', identityKey, 'audit-log', 'kinds', language],
    queryFn: ({ signal }) => getAuditKinds(signal),
    // The kinds change only with a new release.
    staleTime: Infinity,
  });

/** What the audit log records, named in the page's language (`company/audit/kinds`). */
export function useAuditKinds(identityKey: string, language: string) {
  return useQuery(auditKindsQueryOptions(identityKey, language));
}
