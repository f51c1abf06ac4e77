import { getCookie, setCookie } from '@/lib/cookies';

// What a sign-in leaves for the rest of the session besides the tokens: the idle period (the
// cookie `failurePeriodSec` of specification §4/§9, from the sign-in answer) and the mobile the
// user signed in with. The security verification dialog needs the mobile for its SMS code
// while every other call answers 423, and the token does not carry it.

export const FAILURE_PERIOD_COOKIE = 'failurePeriodSec';
/** Auth's default (DESIGN §3), for a session that started before the cookie existed. */
export const DEFAULT_FAILURE_PERIOD_SEC = 1800;
const COOKIE_MAX_AGE_SECONDS = 86_400;
const MOBILE_STORAGE_KEY = 'signedInMobile';

export interface SignInFacts {
  mobile: string;
  failurePeriodSec?: number | null;
}

export function rememberSignIn({ mobile, failurePeriodSec }: SignInFacts): void {
  if (failurePeriodSec != null && failurePeriodSec > 0) {
    setCookie(FAILURE_PERIOD_COOKIE, String(failurePeriodSec), COOKIE_MAX_AGE_SECONDS);
  }
  try {
    localStorage.setItem(MOBILE_STORAGE_KEY, mobile);
  } catch {
    // storage disabled: the dialog then asks for the mobile
  }
}

/** The idle period in seconds: the cookie when it holds a positive number, else the default. */
export function failurePeriodSec(): number {
  const value = Number(getCookie(FAILURE_PERIOD_COOKIE));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_FAILURE_PERIOD_SEC;
}

export function signedInMobile(): string | undefined {
  try {
    return localStorage.getItem(MOBILE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Signed out: the mobile goes (the cookie may stay; it only holds a duration). */
export function forgetSignedInUser(): void {
  try {
    localStorage.removeItem(MOBILE_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
