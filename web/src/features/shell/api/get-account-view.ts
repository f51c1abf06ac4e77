import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** The signed-in user's account as auth shows it; the header wants its avatar. */
export type AccountView = Schema<'AccountRead'>;

export function getAccountView(signal?: AbortSignal): Promise<AccountView> {
  return apiRequest<AccountView>('company/custAccount/login/view', { signal });
}

/**
 * The same key as the account centre's own query (features do not import each other): a new
 * avatar there invalidates this one too, so the header shows it at once.
 */
export const accountViewQueryOptions = (identity: string) =>
  queryOptions({
    queryKey: ['session', identity, 'account', 'view'],
    queryFn: ({ signal }) => getAccountView(signal),
    staleTime: 5 * 60_000,
  });

/** `enabled` false while signed out. */
export function useAccountView(identity: string, enabled = true) {
  return useQuery({ ...accountViewQueryOptions(identity), enabled });
}
