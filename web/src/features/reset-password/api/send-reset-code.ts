import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { getBrowserId } from '@/lib/browser-id';

/**
 * A reset code by SMS, spending an SMS token (a solved image captcha). The answer is the same
 * whether or not the number has an account (nothing is sent to one without).
 */
export function sendResetCode(mobile: string, smsToken: string) {
  return apiRequest<Schema<'CodeSentRead'>>('resetpwd/sendSmsCode', {
    query: { browserID: getBrowserId(), mobile, smsToken },
    handleErrors: false,
  });
}
