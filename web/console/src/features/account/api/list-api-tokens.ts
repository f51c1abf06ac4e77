import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ApiToken = Schema<'ApiTokenRead'>;

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'api-tokens'],
    queryFn: ({ signal }) =>
      apiRequest<ApiToken[]>('/ops/me/api-token/list', { signal, kind: 'list' }),
  });

/** The operator's personal API tokens (never their secrets). */
export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
