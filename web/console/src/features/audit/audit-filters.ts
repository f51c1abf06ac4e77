import dayjs from 'dayjs';

import type { AuditQuery } from '@console/features/audit/api/list-audit';

// The audit log's filters as the URL keeps them (text as typed, dates as YYYY-MM-DD) and as
// the server takes them (the days as the operator's local day, from its first to its last
// moment).

export const AUDIT_FILTERS = [
  'operatorCode',
  'action',
  'targetType',
  'targetId',
  'source',
  'keyword',
  'from',
  'to',
] as const;

export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

export type AuditFilter = Omit<AuditQuery, 'pageNum' | 'pageSize'>;

function day(value: string, edge: 'start' | 'end'): string | null {
  const date = dayjs(value, 'YYYY-MM-DD');
  if (!value || !date.isValid()) return null;
  return (edge === 'start' ? date.startOf('day') : date.endOf('day')).toISOString();
}

/** The server's filter for the URL's. */
export function auditFilter(filters: Readonly<Record<AuditFilterName, string>>): AuditFilter {
  const { from, to, ...text } = filters;
  return { ...text, atFrom: day(from, 'start'), atTo: day(to, 'end') };
}
