import type { SignInAnswer } from '@/features/auth/api/types';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';
import { encryptCredential } from '@/lib/request-protection';

/** The password change a sign-in asked for; then tokens or the company choice. */
export async function changePassword(ticket: string, newPassword: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('company/custAccount/passWord/updateWithSecurity', {
    body: {
      ticket,
      newPassword: await encryptCredential(newPassword),
      browserID: getBrowserId(),
    },
    handleErrors: false,
    loading: true,
  });
}
