import { errorMessage } from '@/features/auth/error-message';
import { i18n } from '@/i18n/instance';
import { isApiError } from '@/lib/api-error';

/** A refused sign-in as the form shows it: the server's sentence, with a heading when it helps. */
export interface SignInFailure {
  message: string;
  title?: string;
  /** What the user can do about it. */
  hint?: string;
}

/**
 * Sign-in answers 409 only when the platform suspended every company of the user: the server's
 * sentence names them, since when and why; the form adds a heading and whom to turn to, since
 * nothing the user types will get them in.
 */
export function signInFailure(error: unknown): SignInFailure {
  const message = errorMessage(error);
  if (isApiError(error) && error.status === 409) {
    return {
      message,
      title: i18n.t('signIn.suspended.refusedTitle'),
      hint: i18n.t('signIn.suspended.contact'),
    };
  }
  return { message };
}
