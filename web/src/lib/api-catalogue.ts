import type { AnswerFailure } from '@/lib/api-exchange';
import { removeAccessToken } from '@/lib/auth-token';
import type { CallKind } from '@/lib/client-profile';
import { requireSecurityVerification } from '@/lib/idle-lock';
import { goToLogin } from '@/lib/navigation';
import { notifyWarning } from '@/lib/notifications';
import { endSession } from '@/lib/session-exit';

/**
 * The error catalogue of specification §8, applied by the API client to every failed call
 * (it runs nowhere else). Returns whether the user was told or taken elsewhere.
 *
 * - HTTP 401 (the one renewal did not help): both tokens go, then the login page.
 * - Any other non-200 answer is rejected silently (the caller still gets the ApiError).
 * - Envelope 401/403: the server's msg as a warning, the access token goes, then the login
 *   page. We follow the main reading: the variant sending 403 to the product centre is not
 *   implemented.
 * - Envelope 423: the session is locked for idleness; the 'security verification' dialog opens.
 *   No warning: the dialog says it all.
 * - A list call with ok false: a warning with the msg (5 s).
 */
export function applyErrorCatalogue(failure: AnswerFailure, kind: CallKind | undefined): boolean {
  if (failure.kind === 'http') {
    if (failure.status !== 401) return false;
    endSession();
    return true;
  }
  switch (failure.status) {
    case 401:
    case 403:
      notifyWarning(failure.msg);
      removeAccessToken();
      goToLogin();
      return true;
    case 423:
      requireSecurityVerification();
      return true;
    default:
      if (kind !== 'list') return false;
      notifyWarning(failure.msg);
      return true;
  }
}
