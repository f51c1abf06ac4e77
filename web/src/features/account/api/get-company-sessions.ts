import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** A session working in the company, with the employee it belongs to (administrators). */
export type CompanySessionRow = Schema<'CompanySessionRead'>;

export function getCompanySessions(signal?: AbortSignal): Promise<CompanySessionRow[]> {
  return apiRequest<CompanySessionRow[]>('company/session/list', { signal });
}

export const companySessionsKey = (identityKey: string) =>
  ['session', identityKey, 'account', 'company-sessions'] as const;

export const companySessionsQueryOptions = (identityKey: string) =>
  queryOptions({
    queryKey: companySessionsKey(identityKey),
    queryFn: ({ signal }) => getCompanySessions(signal),
  });

export function useCompanySessions(identityKey: string) {
  return useQuery(companySessionsQueryOptions(identityKey));
}
