import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type AuditRow = Schema<'AuditRow'>;
export type AuditQuery = Schema<'AuditQuery'>;
export type AuditPage = Schema<'Page_AuditRow_'>;

export const AUDIT_KEY = ['audit'] as const;

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<AuditPage>('/ops/audit/list', { body: query, signal, kind: 'list' }),
    placeholderData: keepPreviousData,
  });

/** Entries newest first, by operator, action (a prefix), target, source and time. */
export function useAuditLog(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
