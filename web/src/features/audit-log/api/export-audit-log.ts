import type { AuditFilterQuery } from '@/features/audit-log/audit-search';
import { apiDownload } from '@/lib/api-client';

/**
 * The entries matching `filter` as CSV (UTF-8 with BOM, newest first), through the protected
 * client: a plain link could not sign the request.
 */
export function exportAuditLog(filter: AuditFilterQuery): Promise<Blob> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value) query[key] = value;
  }
  return apiDownload('company/audit/export', { query, loading: true });
}
