import type { CompanyChoice, SignInAnswer, SuspendedCompany } from '@/features/auth/api/types';
import { isTokenPair } from '@/lib/auth-token';
import { REDIRECT_PARAM } from '@/lib/navigation';
import { signInWithTokens } from '@/lib/session';
import { rememberSignIn } from '@/lib/signed-in-user';
import { paths, registerStepPath } from '@/lib/paths';

// What a sign-in answer means for the page: another step on the login screen (the e-mail code
// of a new address, the authenticator app's code, a forced password change, a word on companies the platform suspended), or
// signed in and somewhere to go.

export const PRODUCT_CENTRE_PATH = paths.productCentre;
export const CHOOSE_COMPANY_PATH = paths.chooseCompany;
const REGISTER_STEPS = new Set(['account', 'permit', 'verification', 'approval', 'success']);
const COMPANIES_STORAGE_KEY = 'signIn.companies';

export type SignInStep =
  | { kind: 'ipCheck'; ticket: string }
  | { kind: 'twoStep'; ticket: string }
  | { kind: 'changePassword'; ticket: string; rule: string | undefined }
  /** Signed in, but some companies were left out: said before going on to `to`. */
  | { kind: 'suspended'; companies: SuspendedCompany[]; to: string };

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
  return target.startsWith(paths.login) ? undefined : target;
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

/** Where a signed-in answer leads: the chooser, the registration wizard, or the product centre. */
function destination(answer: SignInAnswer, redirect: string | undefined): string {
  if (answer.next === 'chooseCompany' && answer.comps && answer.comps.length > 1) {
    storeCompanies(answer.comps);
    return chooseCompanyPath(redirect);
  }
  if (answer.next === 'register') {
    const step = answer.registrationStep ?? '';
    return registerStepPath(REGISTER_STEPS.has(step) ? step : 'account');
  }
  return redirect ?? PRODUCT_CENTRE_PATH;
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
  if (answer.next === 'twoStep' && answer.ticket) {
    return { kind: 'step', step: { kind: 'twoStep', ticket: answer.ticket } };
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
  const to = destination(answer, redirect);
  // A company the user expected may be missing from the chooser and the switcher: say why once,
  // before going on, rather than let it silently disappear.
  const suspended = answer.suspendedComps ?? [];
  if (suspended.length > 0) {
    return { kind: 'step', step: { kind: 'suspended', companies: suspended, to } };
  }
  return { kind: 'done', to };
}
