import { useMutation } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ChainCheck = Schema<'ChainCheckRead'>;

/** Every link of the hash chain checked by the back office; the first broken one, if any. */
export function verifyChain(): Promise<ChainCheck> {
  return apiRequest<ChainCheck>('/ops/audit/verify', { loading: true });
}

export function useVerifyChain() {
  return useMutation({ mutationFn: verifyChain });
}
