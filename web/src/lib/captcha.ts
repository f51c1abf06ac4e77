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

// A captcha drawn ahead of its form, and when; older than this it is not shown (the server
// keeps one for 2 minutes, and the user needs time to read and type it).
const EARLY_CAPTCHA_MAX_AGE_MS = 30_000;
let early: { call: CaptchaCall; drawnAt: number; answer: Promise<Captcha> } | undefined;

/**
 * Draws the page's first captcha while the page's code is still loading (its route's loader
 * calls this), so that on a slow connection the image comes with the form instead of one round
 * trip after it. The form's first fetch takes it; nothing else draws one.
 */
export function prefetchCaptcha(call: CaptchaCall = SIGN_IN_CAPTCHA): void {
  if (early?.call === call) return;
  const answer = getCaptcha(call);
  answer.catch(() => undefined); // the form's own fetch reports a failure
  early = { call, drawnAt: Date.now(), answer };
}

/** Tests: every test is a fresh page, with no captcha drawn ahead. */
export function forgetEarlyCaptcha(): void {
  early = undefined;
}

function takeEarlyCaptcha(call: CaptchaCall): Promise<Captcha> | undefined {
  const taken = early;
  early = undefined;
  if (taken?.call !== call || Date.now() - taken.drawnAt > EARLY_CAPTCHA_MAX_AGE_MS) {
    return undefined;
  }
  return taken.answer;
}

// Every fetch draws a new captcha and voids the last, so nothing may fetch on its own: only
// the page's first view and an explicit refresh (a click, a failed attempt).
export const captchaQueryOptions = (call: CaptchaCall = SIGN_IN_CAPTCHA) =>
  queryOptions({
    queryKey: ['captcha', call],
    queryFn: () => takeEarlyCaptcha(call) ?? getCaptcha(call),
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
