import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** The signed-in user's account: name, masked mobile and e-mail, avatar, previous sign-in. */
export type AccountView = Schema<'AccountRead'>;

export function getAccountView(signal?: AbortSignal): Promise<AccountView> {
  return apiRequest<AccountView>('company/custAccount/login/view', { signal });
}

/**
 * The shell's avatar reads the same key (its own api file, features do not import each other):
 * invalidating it after a change of avatar, mobile or e-mail updates the page and the header.
 */
export const accountViewKey = (identityKey: string) =>
  ['session', identityKey, 'account', 'view'] as const;

export const accountViewQueryOptions = (identityKey: string) =>
  queryOptions({
    queryKey: accountViewKey(identityKey),
    queryFn: ({ signal }) => getAccountView(signal),
  });

export function useAccountView(identityKey: string) {
  return useQuery(accountViewQueryOptions(identityKey));
}
