import { useMutation, useQueryClient } from '@tanstack/react-query';

import { PARAMS_KEY, type SecurityParam } from '@console/features/security/api/list-params';
import { apiRequest } from '@/lib/api-client';

/** A parameter's new value, in force from the next request (400 naming the allowed values). */
export function updateParam(key: string, value: number): Promise<SecurityParam> {
  return apiRequest<SecurityParam>('/ops/security/update', { body: { key, value }, loading: true });
}

export function useUpdateParam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: number }) => updateParam(key, value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARAMS_KEY }),
  });
}
