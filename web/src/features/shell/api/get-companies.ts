import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAndKeep, keptAnswer } from '@/features/shell/api/kept-answer';
import { apiRequest } from '@/lib/api-client';

/** One of the user's companies (specification §3: company list item). */
export interface CompanyItem {
  compCode: string;
  compName: string;
  /** Only status 1 is shown: the companies the user can work in. */
  status: number;
  employeeCode: string;
  compBizCode: string | null;
}

const KEPT_AS = 'comps';

function isCompanyList(value: unknown): value is CompanyItem[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { compCode, compName, employeeCode } = item as Record<string, unknown>;
      return [compCode, compName, employeeCode].every((field) => typeof field === 'string');
    })
  );
}

export function getCompanies(signal?: AbortSignal): Promise<CompanyItem[]> {
  return apiRequest<CompanyItem[]>('cust/employee/comps/all', { signal });
}

const onlyActive = (companies: CompanyItem[]) => companies.filter(({ status }) => status === 1);

export const companiesQueryOptions = (identity: string) =>
  queryOptions({
    queryKey: ['session', identity, 'companies'],
    queryFn: ({ signal }) => fetchAndKeep(identity, KEPT_AS, () => getCompanies(signal)),
    select: onlyActive,
    staleTime: 5 * 60_000,
    ...keptAnswer(identity, KEPT_AS, isCompanyList),
  });

/** The companies the user can switch to (status 1), kept for the next page load. */
export function useCompanies(identity: string) {
  return useQuery(companiesQueryOptions(identity));
}
