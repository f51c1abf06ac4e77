import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type SecurityParam = Schema<'SecurityParamRow'>;
type ParamPage = Schema<'Page_SecurityParamRow_'>;

export const PARAMS_KEY = ['security-params'] as const;

// A dozen or so parameters: one page holds them all.
const ALL = { pageNum: 1, pageSize: 100 };

export const paramsQueryOptions = () =>
  queryOptions({
    queryKey: PARAMS_KEY,
    queryFn: ({ signal }) =>
      apiRequest<ParamPage>('/ops/security/list', { body: ALL, signal, kind: 'list' }),
  });

/** Every security parameter: value, default, meaning in both languages, allowed values. */
export function useSecurityParams() {
  return useQuery(paramsQueryOptions());
}
