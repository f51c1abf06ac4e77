import type { DateRange } from '@/components/date-range';
import type { AuditQuery } from '@/features/audit-log/api/get-audit-log';

export const PAGE_SIZE = 20;

/** The log's filters as the URL holds them (`?who=&kind=&from=&to=&page=`). */
export interface AuditFilters {
  /** An employee code: whose actions. */
  who: string;
  kind: string;
  /** China days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

/** What both the list and the export send for the filters. */
export type AuditFilterQuery = Pick<AuditQuery, 'employeeCode' | 'kind' | 'dateFrom' | 'dateTo'>;

export const NO_FILTERS: AuditFilters = { who: '', kind: '', from: '', to: '' };
const KEYS = ['who', 'kind', 'from', 'to'] as const;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readFilters(params: URLSearchParams): AuditFilters & { page: number } {
  const read = (key: (typeof KEYS)[number]) => params.get(key) ?? '';
  return {
    who: read('who'),
    kind: read('kind'),
    from: read('from'),
    to: read('to'),
    page: pageOf(params.get('page')),
  };
}

/** The URL for `filters` on `page` (empty values and page 1 left out). */
export function writeFilters(filters: AuditFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function rangeOf(filters: AuditFilters): DateRange {
  return [filters.from, filters.to];
}

export function toFilterQuery(filters: AuditFilters): AuditFilterQuery {
  return {
    employeeCode: filters.who || undefined,
    kind: filters.kind || undefined,
    dateFrom: filters.from || undefined,
    dateTo: filters.to || undefined,
  };
}

/** The body of `company/audit/list` for the URL's state. */
export function toQuery(state: AuditFilters & { page: number }): AuditQuery {
  return { pageNum: state.page, pageSize: PAGE_SIZE, ...toFilterQuery(state) };
}
