import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type AuditRow = Schema<'AuditRow'>;
export type AuditQuery = Schema<'AuditQuery'>;
export type AuditPage = Schema<'Page_AuditRow_'>;

/** Every audit-log query of the session. */
export const auditLogKey = (identityKey: string) => ['session', identityKey, 'audit-log'] as const;

export function getAuditLog(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest<AuditPage>('company/audit/list', { body: query, kind: 'list', signal });
}

export const auditLogQueryOptions = (identityKey: string, query: AuditQuery) =>
  queryOptions({
    queryKey: [...auditLogKey(identityKey), 'entries', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    // Always from the server: the log grows with every change anywhere in the company.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** A page of the company audit log, newest first (`company/audit/list`). */
export function useAuditLog(identityKey: string, query: AuditQuery) {
  return useQuery(auditLogQueryOptions(identityKey, query));
}
