import { queryOptions, useQuery } from '@tanstack/react-query';

import { currentLanguage } from '@/i18n/instance';
import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

// `company/custAccount/list/dict`: the account centre's company roles (C101-C106) and employee
// roles (E101-E111), labelled in the request's language. Personnel, company information and
// invitations all name roles with it.
export const ACCOUNT_DICTS_CALL = 'company/custAccount/list/dict';

export type AccountDicts = Schema<'AccountDicts'>;
export type AccountDictEntry = Schema<'AccountDictEntryRead'>;

export function getAccountDicts(signal?: AbortSignal): Promise<AccountDicts> {
  return apiRequest<AccountDicts>(ACCOUNT_DICTS_CALL, { signal });
}

const bySort = (entries: AccountDictEntry[]) => entries.toSorted((a, b) => a.sort - b.sort);

export const accountDictsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'account-dicts', currentLanguage()],
    queryFn: ({ signal }) => getAccountDicts(signal),
    select: (dicts): AccountDicts => ({
      compRole: bySort(dicts.compRole),
      employeeRole: bySort(dicts.employeeRole),
    }),
    staleTime: 30 * 60_000,
  });

export function useAccountDicts() {
  return useQuery(accountDictsQueryOptions());
}

/** The label of `code` in `entries`, or the code itself while loading or when unknown. */
export function dictLabel(entries: readonly AccountDictEntry[] | undefined, code: string): string {
  return entries?.find((entry) => entry.dictValue === code)?.dictLabel ?? code;
}

/** `EC-E102` → `{ product: 'EC', role: 'E102' }`; an unprefixed code has no product. */
export function splitRoleCode(code: string): { product: string | undefined; role: string } {
  const dash = code.lastIndexOf('-');
  return dash < 0
    ? { product: undefined, role: code }
    : { product: code.slice(0, dash), role: code.slice(dash + 1) };
}
