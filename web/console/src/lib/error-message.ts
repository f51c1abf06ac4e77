import { isApiError } from '@/lib/api-error';
import { i18n } from '@/i18n/instance';

/** What to tell the operator about a failed call: the server's sentence, else 'request failed'. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.msg ? error.msg : i18n.t('errors.requestFailed');
}
