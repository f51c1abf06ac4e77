import { queryOptions, useQuery } from '@tanstack/react-query';

import { companyKey } from '@/features/company/api/get-my-companies';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type CompanyDetail = Schema<'CompanyDetail'>;

export function getCompanyDetail(compCode: string, signal?: AbortSignal): Promise<CompanyDetail> {
  return apiRequest<CompanyDetail>('company/info/detail', {
    body: { compCode } satisfies Schema<'CompanyQuery'>,
    signal,
  });
}

export const companyDetailQueryOptions = (identityKey: string, compCode: string) =>
  queryOptions({
    queryKey: [...companyKey(identityKey), 'detail', compCode],
    queryFn: ({ signal }) => getCompanyDetail(compCode, signal),
  });

/** A company's registered details (`company/info/detail`), for its active employees. */
export function useCompanyDetail(identityKey: string, compCode: string | undefined) {
  return useQuery({
    ...companyDetailQueryOptions(identityKey, compCode ?? ''),
    enabled: compCode !== undefined,
  });
}
