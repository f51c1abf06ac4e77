import { useMutation, useQueryClient } from '@tanstack/react-query';

import { GUIDES_KEY } from '@console/features/content/api/list-modules';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ModuleWrite = Schema<'ModuleWrite'>;

/** A new module, a new name (or place) for one, or deleting an empty one. */
export type ModuleAction = 'create' | 'update' | 'delete';

export function runModuleAction(action: ModuleAction, body: ModuleWrite | { code: string }) {
  return apiRequest<unknown>(`/ops/guide-module/${action}`, { body, loading: true });
}

export function useModuleAction(action: ModuleAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModuleWrite | { code: string }) => runModuleAction(action, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUIDES_KEY }),
  });
}
