import { i18n } from '@/i18n/instance';
import { ApiError, isApiError } from '@/lib/api-error';
import { exchange, prepareRequest, readAnswer } from '@/lib/api-exchange';
import { getRefreshToken, isTokenPair, saveTokens, type TokenPair } from '@/lib/auth-token';
import { clientProfile, type RefreshTarget } from '@/lib/client-profile';

// Every use of the refresh token goes through here, one at a time. The token is single use:
// two concurrent uses (two calls renewing at once, a renewal racing a company switch, two tabs
// renewing off the same cookie) would present a burnt token, and the server then revokes the
// whole session (DESIGN §3). A chain serialises this tab; a Web Lock, where the browser has
// them and the profile names one (tabs sharing the tokens), serialises the tabs of this origin.

let tail: Promise<unknown> = Promise.resolve();

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const lock = clientProfile().refreshLock;
  if (lock === undefined || !('locks' in navigator)) return task();
  return navigator.locks.request(lock, task);
}

/** Runs `task` once every earlier use of the refresh token, here or in another tab, is done. */
export function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(() => withCrossTabLock(task));
  tail = run.catch(() => undefined);
  return run;
}

/** Forgets queued uses (tests: a new page load). */
export function resetRefreshQueue(): void {
  tail = Promise.resolve();
}

export type RefreshBody =
  | { employeeCode: string; compRoleCode?: string; compBizCode?: string }
  | { compRoleCode: string; compBizCode: string }
  // A registrant's session has no employee yet: it is renewed as it is.
  | Record<string, never>;

/**
 * Spends `refreshToken` on a new pair and saves it. Throws an ApiError when refused. Call it
 * only inside {@link oneAtATime}.
 */
export async function spendRefreshToken(
  refreshToken: string,
  target: RefreshTarget,
): Promise<TokenPair> {
  // The call is public (it proves the caller with the refresh token): no bearer token.
  const body = { refreshToken, ...target };
  const call = clientProfile().refreshCall;
  const response = await exchange(() => prepareRequest(call, { body, bearer: false }), {});
  const answer = await readAnswer(response);
  if (!answer.ok) throw new ApiError(answer.failure);
  if (!isTokenPair(answer.body)) {
    throw new ApiError({ kind: 'http', status: 200, msg: i18n.t('errors.requestFailed') });
  }
  saveTokens(answer.body);
  return answer.body;
}

/** The server refused the refresh token (or the employee it names): the session is over. */
export function isSessionRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'http') return error.status === 401;
  return error.kind === 'envelope' && [400, 401, 403].includes(error.status);
}

/**
 * Switches company (`employeeCode`) or role (`compRoleCode` + `compBizCode`) for a user who
 * holds it (specification §4, DESIGN §11), queued behind any renewal. Throws the ApiError
 * when refused; the tokens then stay as they were.
 */
export function switchSession(target: RefreshBody): Promise<TokenPair> {
  return oneAtATime(async () => {
    const refreshToken = getRefreshToken();
    if (refreshToken === undefined) {
      throw new ApiError({ kind: 'http', status: 401, msg: i18n.t('errors.requestFailed') });
    }
    return spendRefreshToken(refreshToken, target);
  });
}
