import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';
import { encryptCredential } from '@/lib/request-protection';

/** Check types of specification §3/§9. */
export const PASSWORD_CHECK = 10;
export const SMS_CHECK = 20;
/** A code from the authenticator app, for users with two-step on. */
export const APP_CODE_CHECK = 30;
/** `loginType` 10: the verification passed (specification §4). */
export const VERIFIED = 10;

export type VerificationInput =
  | { checkType: typeof PASSWORD_CHECK; password: string; userMobile?: string }
  | { checkType: typeof SMS_CHECK; mobileCode: string; userMobile?: string }
  | { checkType: typeof APP_CODE_CHECK; totpCode: string; userMobile?: string };

/**
 * The idle verification. A wrong answer fails with the server's msg and a body holding
 * `passwordEnterInterval`, the seconds to wait before the next try (see {@link waitingTime}).
 */
export async function verifyIdentity(input: VerificationInput): Promise<{ loginType: number }> {
  const body =
    input.checkType === PASSWORD_CHECK
      ? { checkType: input.checkType, passWord: await encryptCredential(input.password) }
      : input.checkType === SMS_CHECK
        ? { checkType: input.checkType, mobileCode: input.mobileCode }
        : { checkType: input.checkType, totpCode: input.totpCode };
  return apiRequest('login/user/logoutCheckTypeWithSecurity', {
    body: { ...body, userMobile: input.userMobile, browserID: getBrowserId() },
  });
}

/** The waiting time a refused verification carries, in seconds, if any. */
export function waitingTime(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const interval = (body as Record<string, unknown>).passwordEnterInterval;
  return typeof interval === 'number' && interval > 0 ? interval : undefined;
}
