import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type MyCompany = Schema<'MyCompany'>;

/** Every company query of the session: an application invalidates them all. */
export const companyKey = (identityKey: string) => ['session', identityKey, 'company'] as const;

export function getMyCompanies(signal?: AbortSignal): Promise<MyCompany[]> {
  return apiRequest<MyCompany[]>('company/info/list', { kind: 'list', signal });
}

// Specification §3: only status 1 is shown, the companies the user works in.
const onlyActive = (companies: MyCompany[]) => companies.filter(({ status }) => status === 1);

export const myCompaniesQueryOptions = (identityKey: string) =>
  queryOptions({
    queryKey: [...companyKey(identityKey), 'mine'],
    queryFn: ({ signal }) => getMyCompanies(signal),
    select: onlyActive,
  });

/** The user's companies (`company/info/list`), active ones only. */
export function useMyCompanies(identityKey: string) {
  return useQuery(myCompaniesQueryOptions(identityKey));
}
