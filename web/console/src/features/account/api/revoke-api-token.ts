import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  type ApiToken,
  apiTokensQueryOptions,
} from '@console/features/account/api/list-api-tokens';
import { apiRequest } from '@/lib/api-client';

/** Revokes one of the operator's tokens; sessions opened with it end at once. */
export function revokeApiToken(tokenId: string): Promise<ApiToken> {
  return apiRequest<ApiToken>('/ops/me/api-token/revoke', { body: { tokenId } });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries(apiTokensQueryOptions()),
  });
}
