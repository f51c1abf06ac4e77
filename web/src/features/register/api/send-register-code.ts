import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { getBrowserId } from '@/lib/browser-id';

/**
 * The account step's SMS code, spending an SMS token (a solved image captcha). A mobile that
 * already has an account is refused (409): a registration cannot start on it.
 */
export function sendRegisterCode(mobile: string, smsToken: string) {
  return apiRequest<Schema<'CodeSentRead'>>('register/sendSmsCode', {
    query: { browserID: getBrowserId(), mobile, smsToken },
    handleErrors: false,
  });
}
