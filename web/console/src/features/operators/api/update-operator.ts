import { useMutation, useQueryClient } from '@tanstack/react-query';

import { OPERATORS_KEY, type OperatorRow } from '@console/features/operators/api/list-operators';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type OperatorUpdate = Schema<'OperatorUpdate'>;

/** A new name or roles (never one's own roles); new roles end the operator's sessions. */
export function updateOperator(body: OperatorUpdate): Promise<OperatorRow> {
  return apiRequest<OperatorRow>('/ops/operator/update', { body, loading: true });
}

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
