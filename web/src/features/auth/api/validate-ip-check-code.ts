import type { SignInAnswer } from '@/features/auth/api/types';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

/** The e-mail code: the address becomes known and the sign-in goes on (a new answer). */
export function validateIpCheckCode(ticket: string, code: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('email/validIpCheckEmailCode', {
    body: { ticket, code, browserID: getBrowserId() },
    handleErrors: false,
    loading: true,
  });
}
