import type { SignedInAnswer } from '@console/features/sign-in/api/finish-enrolment';
import { apiRequest } from '@/lib/api-client';

export type SecondFactor = { code: string } | { recoveryCode: string };

/** The authenticator's code, or a recovery code: signed in. */
export function verifySecondFactor(ticket: string, factor: SecondFactor): Promise<SignedInAnswer> {
  return apiRequest<SignedInAnswer>('/ops/session/totp', {
    body: { ticket, ...factor },
    handleErrors: false,
    loading: true,
  });
}
