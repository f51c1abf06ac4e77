import { queryOptions, useQuery } from '@tanstack/react-query';

import { companyKey } from '@/features/company/api/get-my-companies';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

export type AdminChangeApplication = Schema<'ChangeAccRead'>;

export function getChangeAccHistory(signal?: AbortSignal): Promise<AdminChangeApplication[]> {
  return apiRequest<AdminChangeApplication[]>('company/changeAccView', { kind: 'list', signal });
}

export const changeAccHistoryQueryOptions = (identityKey: string) =>
  queryOptions({
    queryKey: [...companyKey(identityKey), 'change-acc'],
    queryFn: ({ signal }) => getChangeAccHistory(signal),
  });

/** The session company's change-of-administrator applications, newest first. */
export function useChangeAccHistory(identityKey: string) {
  return useQuery(changeAccHistoryQueryOptions(identityKey));
}
