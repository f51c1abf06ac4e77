import type { CodeSent } from '@/features/account/api/send-old-mobile-code';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

/** A code to the new mobile (status 409 when an account has it); auth remembers the number. */
export function sendNewMobileCode(mobile: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('sms/sendMobileNewCode', {
    query: { mobile, browserID: getBrowserId() },
  });
}
