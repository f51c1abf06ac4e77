import { useMutation } from '@tanstack/react-query';

import type { Queue, QueueUnmaskFields } from '@console/features/review/queues';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type Unmasked = Schema<'UnmaskRead'>;

/**
 * One identity field of a case whole (reviewers and approvers). Never cached: each showing is
 * a call the service audits, naming the field.
 */
export function unmaskField<Q extends Queue>(
  queue: Q,
  id: number,
  field: QueueUnmaskFields[Q],
): Promise<Unmasked> {
  return apiRequest<Unmasked>(`/ops/${queue}/unmask`, { body: { id, field }, loading: true });
}

export function useUnmaskField<Q extends Queue>(queue: Q, id: number) {
  return useMutation({
    mutationFn: (field: QueueUnmaskFields[Q]) => unmaskField(queue, id, field),
  });
}
