import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { getBrowserId } from '@/lib/browser-id';

export type CodeSent = Schema<'CodeSentRead'>;

/**
 * Spends the account's image captcha (`company/custAccount/verify/code`); right, auth texts a
 * code to the user's current mobile. Right or wrong, the captcha is used up.
 */
export function sendOldMobileCode(captchaAnswer: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('verify/codeValid', {
    query: { code: captchaAnswer, browserID: getBrowserId() },
  });
}
