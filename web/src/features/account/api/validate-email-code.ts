import type { ChangeGrant } from '@/features/account/api/validate-mobile-codes';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

/** The e-mail code right: the change may be made within 10 minutes. */
export function validateEmailCode(code: string): Promise<ChangeGrant> {
  return apiRequest<ChangeGrant>('/third/mail/emailCodeValid', {
    query: { code, browserID: getBrowserId() },
  });
}
