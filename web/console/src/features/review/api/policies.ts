import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { REVIEW_KEY } from '@console/features/review/api/get-summary';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type Policy = Schema<'PolicyRead'>;
export type PolicyUpdate = Schema<'PolicyUpdate'>;

export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'policies'],
    queryFn: ({ signal }) => apiRequest<Policy[]>('/ops/review/policy/list', { signal }),
  });

/** Each queue's four-eyes policy (on unless an operations administrator switched it off). */
export function usePolicies() {
  return useQuery(policiesQueryOptions());
}

/** Switches four eyes for one queue (operations administrators; audited). */
export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PolicyUpdate) =>
      apiRequest<Policy>('/ops/review/policy/update', { body: change, loading: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}
