import type { CodeSent } from '@/features/account/api/send-old-mobile-code';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

/** A code to the new e-mail address; auth remembers the address for the change. */
export function sendEmailCode(email: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('/third/mail/sendEmailCode', {
    query: { email, browserID: getBrowserId() },
  });
}
