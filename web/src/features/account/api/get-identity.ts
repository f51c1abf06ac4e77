import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-error';
import type { Schema } from '@/lib/api-types';

/** The user's latest real-name verification in the company, the ID number masked. */
export type IdentityRecord = Schema<'VoucherRead'>;

/** The record, or null when there is none (customer answers 404: 'not verified'). */
export async function getIdentity(
  compCode: string,
  userCode: string,
  signal?: AbortSignal,
): Promise<IdentityRecord | null> {
  try {
    return await apiRequest<IdentityRecord>('product/getCompPersonalVoucherInfo', {
      query: { compCode, userCode },
      signal,
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const identityQueryOptions = (identityKey: string, compCode: string, userCode: string) =>
  queryOptions({
    queryKey: ['session', identityKey, 'account', 'identity', compCode, userCode],
    queryFn: ({ signal }) => getIdentity(compCode, userCode, signal),
  });

export function useIdentityRecord(identityKey: string, compCode: string, userCode: string) {
  return useQuery(identityQueryOptions(identityKey, compCode, userCode));
}
