import type { AnswerFailure } from '@/lib/api-exchange';
import type { CallKind } from '@/lib/client-profile';
import { requireSecurityVerification } from '@/lib/idle-lock';
import { notifyWarning } from '@/lib/notifications';
import { endSession } from '@/lib/session-exit';

/**
 * What a failed console call means to the operator; the API client applies it to every call
 * (`handleErrors: false` opts out). Returns whether the operator was told or taken elsewhere.
 *
 * - HTTP 401 (the one renewal did not help) or envelope 401: the session is over. The msg as a
 *   warning, both tokens go, then sign-in, coming back here afterwards.
 * - Envelope 403: the operator's roles do not allow this. The msg as a warning; the page stays
 *   (unlike the portal, an operator's 403 says nothing about the session).
 * - Envelope 423: the session is locked for idleness; the security verification opens.
 * - Envelope 429: too many attempts; the msg (when to retry) as a warning.
 * - A list call with any other failure: its msg as a warning. Others (400 naming a field, 404,
 *   409) are the caller's to show beside what they concern.
 */
export function applyConsoleCatalogue(failure: AnswerFailure, kind: CallKind | undefined): boolean {
  if (failure.kind === 'http') {
    if (failure.status !== 401) return false;
    notifyWarning(failure.msg);
    endSession();
    return true;
  }
  switch (failure.status) {
    case 401:
      notifyWarning(failure.msg);
      endSession();
      return true;
    case 403:
    case 429:
      notifyWarning(failure.msg);
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
