import type { CodeSent } from '@/features/auth/api/types';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

export const SEND_LOGIN_CODE_CALL = 'sms/sendMobileCodeOfLoginWithSecurity';

/** A 6-digit sign-in code by SMS, spending the SMS token (the same answer for any mobile). */
export function sendLoginCode(mobile: string, smsToken: string): Promise<CodeSent> {
  return apiRequest<CodeSent>(SEND_LOGIN_CODE_CALL, {
    query: { browserID: getBrowserId(), mobile, smsToken },
    handleErrors: false,
  });
}
