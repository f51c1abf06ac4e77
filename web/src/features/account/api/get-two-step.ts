import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

/** Whether two-step sign-in is on, and how many unused recovery codes remain. */
export type TwoStepStatus = Schema<'TwoStepRead'>;

export function getTwoStep(signal?: AbortSignal): Promise<TwoStepStatus> {
  return apiRequest<TwoStepStatus>('account/twoStep/status', { signal });
}

/** Also what confirming, new recovery codes and switching off invalidate. */
export const twoStepKey = (identityKey: string) =>
  ['session', identityKey, 'account', 'twoStep'] as const;

export function useTwoStep(identityKey: string) {
  return useQuery(
    queryOptions({
      queryKey: twoStepKey(identityKey),
      queryFn: ({ signal }) => getTwoStep(signal),
    }),
  );
}
