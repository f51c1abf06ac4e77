import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CompanyChoice } from '@/features/auth/api/types';
import { apiRequest } from '@/lib/api-client';

interface CompanyListItem {
  compCode: string;
  compName: string;
  /** 1 when the user can work in it. */
  status: number;
  employeeCode: string;
}

/** The companies the user can enter (only status 1 is shown, specification §3). */
export async function getCompanies(signal?: AbortSignal): Promise<CompanyChoice[]> {
  const list = await apiRequest<CompanyListItem[]>('cust/employee/comps/all', { signal });
  return list
    .filter((item) => item.status === 1)
    .map(({ employeeCode, compCode, compName }) => ({ employeeCode, compCode, compName }));
}

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'companies'],
    queryFn: ({ signal }) => getCompanies(signal),
  });

/** Only when the sign-in answer's list is not at hand (the chooser opened after a reload). */
export function useCompanies(enabled: boolean) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}
