import { queryOptions, useQuery } from '@tanstack/react-query';

import { productsKey } from '@/features/products/api/keys';
import { apiRequest } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-error';
import type { Schema } from '@/lib/api-types';
import { usePortalSession } from '@/lib/portal-session';

export type Voucher = Schema<'VoucherRead'>;

/**
 * The person's identity on file (latest real-name verification, ID number masked), or null
 * when there is none (the server's 404).
 */
export async function getVoucher(
  compCode: string,
  userCode: string,
  signal?: AbortSignal,
): Promise<Voucher | null> {
  try {
    return await apiRequest<Voucher>('product/getCompPersonalVoucherInfo', {
      query: { compCode, userCode },
      signal,
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const voucherQueryOptions = (identityKey: string, compCode: string, userCode: string) =>
  queryOptions({
    queryKey: [...productsKey(identityKey), 'voucher', compCode, userCode],
    queryFn: ({ signal }) => getVoucher(compCode, userCode, signal),
  });

/** The signed-in user's own identity on file, to pre-fill an application. */
export function useOwnVoucher() {
  const { identityKey, company, claims } = usePortalSession();
  return useQuery(voucherQueryOptions(identityKey, company.compCode, claims.sub ?? ''));
}
