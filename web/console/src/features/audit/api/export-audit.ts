import type { AuditFilter } from '@console/features/audit/audit-filters';
import { apiDownload } from '@/lib/api-client';

/**
 * The entries matching `filter` as CSV (UTF-8 with BOM, oldest first, at most 50,000), through
 * the protected client: a plain link could not sign the request. The export is audited too.
 */
export function exportAudit(filter: AuditFilter): Promise<Blob> {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== null),
  );
  return apiDownload('/ops/audit/export', { query, loading: true });
}
