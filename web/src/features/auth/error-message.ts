import { i18n } from '@/i18n/instance';
import { isApiError } from '@/lib/api-error';

/** What to tell the user about a failed call: the server's sentence, else 'request failed'. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.msg ? error.msg : i18n.t('errors.requestFailed');
}
