import { useMutation, useQueryClient } from '@tanstack/react-query';

import { OPERATORS_KEY } from '@console/features/operators/api/list-operators';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type OperatorCreate = Schema<'OperatorCreate'>;
export type OperatorCreated = Schema<'OperatorCreated'>;

/** A new operator with a temporary password (shown once, replaced at the first sign-in). */
export function createOperator(body: OperatorCreate): Promise<OperatorCreated> {
  return apiRequest<OperatorCreated>('/ops/operator/create', { body, loading: true });
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
