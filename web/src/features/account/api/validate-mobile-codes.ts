import { apiRequest } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';
import { getBrowserId } from '@/lib/browser-id';

export type ChangeGrant = Schema<'GrantRead'>;

/** Both codes (current and new mobile) right: the change may be made within 10 minutes. */
export function validateMobileCodes(oldCode: string, newCode: string): Promise<ChangeGrant> {
  return apiRequest<ChangeGrant>('sms/mobileNewCodeValid', {
    query: { code: oldCode, newCode, browserID: getBrowserId() },
  });
}
