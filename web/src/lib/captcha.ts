import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

/**
 * The two image captchas: the public one (sign-in, registration, password reset: it buys an
 * SMS token) and the signed-in account's (before a code goes to the user's current mobile).
 */
export type CaptchaCall = 'login/user/verify/code' | 'company/custAccount/verify/code';
export const SIGN_IN_CAPTCHA: CaptchaCall = 'login/user/verify/code';
export const ACCOUNT_CAPTCHA: CaptchaCall = 'company/custAccount/verify/code';

export interface Captcha {
  /** A PNG as a data URL. */
  image: string;
  expiresInSec: number;
}

/** A new image captcha for this tab's browserID; it replaces the one drawn before. */
export function getCaptcha(call: CaptchaCall = SIGN_IN_CAPTCHA): Promise<Captcha> {
  return apiRequest<Captcha>(call, {
    query: { browserID: getBrowserId() },
    handleErrors: false,
  });
}

// Every fetch draws a new captcha and voids the last, so nothing may fetch on its own: only
// the page's first view and an explicit refresh (a click, a failed attempt).
export const captchaQueryOptions = (call: CaptchaCall = SIGN_IN_CAPTCHA) =>
  queryOptions({
    queryKey: ['captcha', call],
    queryFn: () => getCaptcha(call),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptcha(call: CaptchaCall = SIGN_IN_CAPTCHA) {
  return useQuery(captchaQueryOptions(call));
}

/** Draws a new captcha: the server spends one on every check, right or wrong. */
export function refreshCaptcha(queryClient: QueryClient, call: CaptchaCall = SIGN_IN_CAPTCHA) {
  return queryClient.refetchQueries({ queryKey: captchaQueryOptions(call).queryKey });
}
