import { useMutation, useQueryClient } from '@tanstack/react-query';

import { GUIDES_KEY } from '@console/features/content/api/list-modules';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

/** Show a guide on the help page, take it off (a draft again), or delete it for good. */
export type GuideAction = 'publish' | 'unpublish' | 'delete';

export function runGuideAction(action: GuideAction, id: number) {
  return apiRequest<unknown>(`/ops/guide/${action}`, { body: { id }, loading: true });
}

/** Puts every guide of `module` in the order of `ids`. */
export function useReorderGuides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'GuideReorder'>) =>
      apiRequest<unknown>('/ops/guide/reorder', { body, loading: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GUIDES_KEY }),
  });
}
