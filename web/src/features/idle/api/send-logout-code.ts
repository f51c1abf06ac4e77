import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

export interface CodeSent {
  to: string;
  resendSec: number;
  expiresInSec: number;
}

/** A 6-digit code to the signed-in user's own mobile (no SMS token: the caller is known). */
export function sendLogoutCode(mobile: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('sms/sendMobileCodeOfLogoutWithSecurity', {
    query: { browserID: getBrowserId(), mobile },
  });
}
