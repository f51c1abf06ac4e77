import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type SignedInAnswer = Schema<'SignedInRead'>;

/** The authenticator's first code: signed in, with the recovery codes (shown once). */
export function finishEnrolment(ticket: string, code: string): Promise<SignedInAnswer> {
  return apiRequest<SignedInAnswer>('/ops/session/enrol/finish', {
    body: { ticket, code },
    handleErrors: false,
    loading: true,
  });
}
