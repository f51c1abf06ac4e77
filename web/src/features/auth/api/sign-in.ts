import { useMutation } from '@tanstack/react-query';

import type { SignInAnswer } from '@/features/auth/api/types';
import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';
import { encryptCredential } from '@/lib/request-protection';

export const SIGN_IN_CALL = 'login/user/mobileLoginWithSecurity';

export type SignInInput =
  | { loginType: 'password'; mobile: string; password: string; code: string }
  | { loginType: 'sms'; mobile: string; smsCode: string };

/**
 * One sign-in attempt (DESIGN §11). The password travels encrypted to auth's credential key.
 * Failures (wrong credentials, locked account: status 423) are the form's to show, not the
 * error catalogue's: 423 here is not the idle lock.
 */
export async function signIn(input: SignInInput): Promise<SignInAnswer> {
  const browserID = getBrowserId();
  const body =
    input.loginType === 'password'
      ? { ...input, password: await encryptCredential(input.password), browserID }
      : { ...input, browserID };
  return apiRequest<SignInAnswer>(SIGN_IN_CALL, { body, handleErrors: false, loading: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
