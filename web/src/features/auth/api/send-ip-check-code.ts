import type { CodeSent } from '@/features/auth/api/types';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

/** A 6-digit code to the e-mail address on file, for a sign-in from a new address. */
export function sendIpCheckCode(ticket: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('email/sendIpCheckEmailCode', {
    body: { ticket, browserID: getBrowserId() },
    handleErrors: false,
  });
}
