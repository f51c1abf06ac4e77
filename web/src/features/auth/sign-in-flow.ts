import type { CompanyChoice, SignInAnswer } from '@/features/auth/api/types';
import { isTokenPair } from '@/lib/auth-token';
import { REDIRECT_PARAM } from '@/lib/navigation';
import { signInWithTokens } from '@/lib/session';
import { rememberSignIn } from '@/lib/signed-in-user';

// What a sign-in answer means for the page: another step on the login screen (the e-mail code
// of a new address, a forced password change), or signed in and somewhere to go.

export const PRODUCT_CENTRE_PATH = '/center/product/product';
export const CHOOSE_COMPANY_PATH = '/login/changeComp';
const REGISTER_STEPS = new Set(['account', 'permit', 'verification', 'approval', 'success']);
const COMPANIES_STORAGE_KEY = 'signIn.companies';

export type SignInStep =
  | { kind: 'ipCheck'; ticket: string }
  | { kind: 'changePassword'; ticket: string; rule: string | undefined };

export type SignInOutcome = { kind: 'step'; step: SignInStep } | { kind: 'done'; to: string };

/**
 * Where `?redirect=` may send the user after signing in: a path of this site only (not
 * `//host`, not back to the login screens), else nowhere.
 */
export function safeRedirect(search: string): string | undefined {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined;
  }
  return target.startsWith('/login') ? undefined : target;
}

/** The chooser's address, keeping the page to come back to. */
export function chooseCompanyPath(redirect: string | undefined): string {
  if (redirect === undefined) return CHOOSE_COMPANY_PATH;
  return `${CHOOSE_COMPANY_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect }).toString()}`;
}

function storeCompanies(companies: CompanyChoice[]): void {
  try {
    sessionStorage.setItem(COMPANIES_STORAGE_KEY, JSON.stringify(companies));
  } catch {
    // the chooser then asks the server
  }
}

/** The companies the sign-in answer offered, if this tab still holds them. */
export function storedCompanies(): CompanyChoice[] | undefined {
  try {
    const raw = sessionStorage.getItem(COMPANIES_STORAGE_KEY);
    const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as CompanyChoice[]) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetCompanies(): void {
  try {
    sessionStorage.removeItem(COMPANIES_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** Applies a sign-in answer: the next step, or the tokens kept and where to go now. */
export function followSignIn(
  answer: SignInAnswer,
  mobile: string,
  redirect: string | undefined,
): SignInOutcome {
  if (answer.next === 'ipCheck' && answer.ticket) {
    return { kind: 'step', step: { kind: 'ipCheck', ticket: answer.ticket } };
  }
  if (answer.next === 'changePassword' && answer.ticket) {
    return {
      kind: 'step',
      step: {
        kind: 'changePassword',
        ticket: answer.ticket,
        rule: answer.passwordRule ?? undefined,
      },
    };
  }
  const tokens = { accessToken: answer.accessToken, refreshToken: answer.refreshToken };
  if (!isTokenPair(tokens)) throw new Error(`sign-in answer '${answer.next}' without tokens`);
  signInWithTokens(tokens);
  rememberSignIn({ mobile, failurePeriodSec: answer.failurePeriodSec });
  if (answer.next === 'chooseCompany' && answer.comps && answer.comps.length > 1) {
    storeCompanies(answer.comps);
    return { kind: 'done', to: chooseCompanyPath(redirect) };
  }
  if (answer.next === 'register') {
    const step = answer.registrationStep ?? '';
    return { kind: 'done', to: `/index/register/${REGISTER_STEPS.has(step) ? step : 'account'}` };
  }
  return { kind: 'done', to: redirect ?? PRODUCT_CENTRE_PATH };
}
