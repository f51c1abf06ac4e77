import type { EmployeeQuery } from '@/features/personnel/api/get-employees';

export const PAGE_SIZE = 10;

/** The list's filters as the URL holds them (`?name=&mobile=&role=&status=&page=`). */
export interface EmployeeFilters {
  name: string;
  mobile: string;
  role: string;
  /** '' all, '1' enabled, '0' disabled. */
  status: '' | '0' | '1';
}

export const NO_FILTERS: EmployeeFilters = { name: '', mobile: '', role: '', status: '' };

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readFilters(params: URLSearchParams): EmployeeFilters & { page: number } {
  const status = params.get('status');
  return {
    name: params.get('name') ?? '',
    mobile: params.get('mobile') ?? '',
    role: params.get('role') ?? '',
    status: status === '0' || status === '1' ? status : '',
    page: pageOf(params.get('page')),
  };
}

/** The URL for `filters` on `page` (empty values and page 1 left out). */
export function writeFilters(filters: EmployeeFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['name', 'mobile', 'role', 'status'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The body of `company/employee/list` for the URL's state. */
export function toQuery(state: EmployeeFilters & { page: number }): EmployeeQuery {
  return {
    pageNum: state.page,
    pageSize: PAGE_SIZE,
    name: state.name || undefined,
    mobile: state.mobile || undefined,
    roleCode: state.role || undefined,
    status: state.status === '' ? undefined : (Number(state.status) as 0 | 1),
  };
}
