import { useMutation, useQueryClient } from '@tanstack/react-query';

import { REVIEW_KEY } from '@console/features/review/api/get-summary';
import type { Queue, Reasons } from '@console/features/review/queues';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type CaseDecided = Schema<'CaseDecided'>;
export type Decision = Schema<'PermitDecide'>['decision'];

/** A reviewer's recommendation, or an approver's decision (approve, reject, return). */
export type ReviewStep = { kind: 'recommend'; approve: boolean } | { kind: Decision };

export interface ReviewStepInput {
  step: ReviewStep;
  /** Required to reject or return: per field for a registration, one text otherwise. */
  reasons: Reasons;
}

/**
 * `recommend` or `decide` on case `id`. The service refuses what four eyes forbids (409, its
 * msg says why: the recommender deciding, a missing recommendation) for the form to show.
 */
export function reviewCase(queue: Queue, id: number, { step, reasons }: ReviewStepInput) {
  const body =
    step.kind === 'recommend'
      ? { id, approve: step.approve, reasons }
      : { id, decision: step.kind, reasons };
  const call = step.kind === 'recommend' ? 'recommend' : 'decide';
  return apiRequest<CaseDecided>(`/ops/${queue}/${call}`, { body, loading: true });
}

export function useReviewCase(queue: Queue, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewStepInput) => reviewCase(queue, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}
