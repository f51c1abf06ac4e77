import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type CompanyRow = Schema<'CompanyRow'>;
export type CompanyListQuery = Schema<'CompanyListQuery'>;
export type CompanyPage = Schema<'Page_CompanyRow_'>;

export const COMPANIES_KEY = ['companies'] as const;

export const companiesQueryOptions = (query: CompanyListQuery) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<CompanyPage>('/ops/company/list', { body: query, signal, kind: 'list' }),
    placeholderData: keepPreviousData,
  });

/** Companies by part of the name, credit code or code; by status; by a company role held. */
export function useCompanies(query: CompanyListQuery) {
  return useQuery(companiesQueryOptions(query));
}
