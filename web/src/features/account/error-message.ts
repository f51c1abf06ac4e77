import { i18n } from '@/i18n/instance';
import { isApiError } from '@/lib/api-error';

/** What to tell the user about a failed call: the server's sentence, else 'request failed'. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.msg ? error.msg : i18n.t('errors.requestFailed');
}

/** The failure the API client has already shown (warning, login page, idle dialog), if so. */
export function alreadyHandled(error: unknown): boolean {
  return isApiError(error) && error.handled;
}
