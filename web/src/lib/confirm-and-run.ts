import { useCallback, useState } from 'react';

import { i18n } from '@/i18n/instance';
import { isApiError } from '@/lib/api-error';
import { type ConfirmOptions, requestConfirmation } from '@/lib/confirm';
import { notifyError, notifySuccess } from '@/lib/notifications';

export interface ConfirmAndRunOptions<T = unknown> extends ConfirmOptions {
  /** Default: 'operation successful'; a function of the result to say what was done. */
  successMessage?: string | ((result: T) => string);
  /**
   * The caller shows a failure itself, in its form's alert or beside the field it names (the
   * wizards): no shared message repeats it above the page.
   */
  failureShownInForm?: boolean;
}

export type RunOutcome<T> =
  { status: 'cancelled' } | { status: 'done'; result: T } | { status: 'failed'; error: unknown };

function failureMessage(error: unknown): string {
  return isApiError(error) && error.msg ? error.msg : i18n.t('feedback.operationFailed');
}

/**
 * An update call as specification §8 has it: asks first, runs `action` on OK, then says
 * 'operation successful' or the failure's msg ('operation failed' without one). A failure
 * the API client already dealt with (a warning, the login page, the idle dialog), or one the
 * caller shows in its form, is not repeated. Never rejects: the outcome says what happened.
 */
export async function confirmAndRun<T>(
  action: () => Promise<T>,
  options: ConfirmAndRunOptions<T> = {},
): Promise<RunOutcome<T>> {
  if (!(await requestConfirmation(options))) return { status: 'cancelled' };
  try {
    const result = await action();
    const { successMessage } = options;
    notifySuccess(
      typeof successMessage === 'function'
        ? successMessage(result)
        : (successMessage ?? i18n.t('feedback.operationSuccessful')),
    );
    return { status: 'done', result };
  } catch (error) {
    const handled = (isApiError(error) && error.handled) || options.failureShownInForm === true;
    if (!handled) notifyError(failureMessage(error));
    return { status: 'failed', error };
  }
}

/** {@link confirmAndRun} for a component, with `running` true while the action runs. */
export function useConfirmAndRun() {
  const [running, setRunning] = useState(false);
  const run = useCallback(
    <T>(action: () => Promise<T>, options?: ConfirmAndRunOptions<T>): Promise<RunOutcome<T>> =>
      confirmAndRun(async () => {
        setRunning(true);
        try {
          return await action();
        } finally {
          setRunning(false);
        }
      }, options),
    [],
  );
  return { confirmAndRun: run, running };
}
