import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { i18n } from '@/i18n/instance';
import { isApiError } from '@/lib/api-error';

// A refusal's msg names the field it is about first (DESIGN §3): `roleCodes：请至少选择一个角色`
// (a rule of the service), `mobile has an invalid format` (the schema). Forms show it next to
// that field, and anything else above the fields.

export interface FieldMessage<F extends string> {
  field: F;
  /** The text without the field's wire name when a colon follows it, else the whole msg. */
  text: string;
}

/** Which of `fields` (wire names) `msg` is about, or undefined. */
export function fieldMessage<F extends string>(
  msg: string,
  fields: readonly F[],
): FieldMessage<F> | undefined {
  const longestFirst = [...fields].sort((a, b) => b.length - a.length);
  for (const field of longestFirst) {
    if (!msg.startsWith(field)) continue;
    const rest = msg.slice(field.length);
    // `name` does not claim `nameX`; it does claim `roleCodes.0` (an item of the list).
    if (/^[A-Za-z0-9_]/.test(rest)) continue;
    const afterColon = /^\s*[:：]\s*(.+)$/su.exec(rest)?.[1];
    return { field, text: afterColon ?? msg };
  }
  return undefined;
}

/**
 * Puts a failed call's msg on the form field it names (one of `fields`, which are also the
 * form's field names). Resolves to what the form should show in its alert instead: the msg
 * that names no field, 'request failed' without one, or undefined when the field has it or
 * the API client already told the user.
 */
export function placeServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (isApiError(error) && error.handled) return undefined;
  const msg = isApiError(error) ? error.msg : '';
  const found = msg ? fieldMessage(msg, fields) : undefined;
  if (found) {
    setError(found.field, { type: 'server', message: found.text }, { shouldFocus: true });
    return undefined;
  }
  return msg || i18n.t('errors.requestFailed');
}
