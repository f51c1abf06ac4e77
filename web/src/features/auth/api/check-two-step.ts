import type { SignInAnswer } from '@/features/auth/api/types';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

/** The second step of a two-step user: the app's code or a recovery code (a new answer). */
export function checkTwoStep(
  ticket: string,
  answer: { code: string } | { recoveryCode: string },
): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('login/user/twoStepCheck', {
    body: { ticket, ...answer, browserID: getBrowserId() },
    handleErrors: false,
    loading: true,
  });
}
