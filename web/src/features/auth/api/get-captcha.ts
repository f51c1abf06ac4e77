import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { getBrowserId } from '@/lib/browser-id';

export const CAPTCHA_CALL = 'login/user/verify/code';

export interface Captcha {
  /** A PNG as a data URL. */
  image: string;
  expiresInSec: number;
}

/** A new image captcha for this tab's browserID; it replaces the one drawn before. */
export function getCaptcha(): Promise<Captcha> {
  return apiRequest<Captcha>(CAPTCHA_CALL, {
    query: { browserID: getBrowserId() },
    handleErrors: false,
  });
}

// Every fetch draws a new captcha and voids the last, so nothing may fetch on its own: only
// the page's first view and an explicit refresh (a click, a failed attempt).
export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'captcha'],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}
