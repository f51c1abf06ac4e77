import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiTokensQueryOptions } from '@console/features/account/api/list-api-tokens';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ApiTokenCreate = Schema<'ApiTokenCreate'>;
export type CreatedApiToken = Schema<'ApiTokenCreated'>;

/** A token with some of the operator's roles; its secret comes this once. */
export function createApiToken(body: ApiTokenCreate): Promise<CreatedApiToken> {
  return apiRequest<CreatedApiToken>('/ops/me/api-token/create', { body, loading: true });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries(apiTokensQueryOptions()),
  });
}
