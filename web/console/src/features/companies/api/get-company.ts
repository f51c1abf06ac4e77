import { queryOptions, useQuery } from '@tanstack/react-query';

import { COMPANIES_KEY } from '@console/features/companies/api/list-companies';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type CompanyDetail = Schema<'CompanyConsoleDetail'>;

export const companyQueryOptions = (compCode: string) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'detail', compCode],
    queryFn: ({ signal }) =>
      apiRequest<CompanyDetail>('/ops/company/detail', { body: { compCode }, signal }),
  });

/** A company whole: people, roles, permits, applications and, when suspended, why. */
export function useCompany(compCode: string) {
  return useQuery(companyQueryOptions(compCode));
}
