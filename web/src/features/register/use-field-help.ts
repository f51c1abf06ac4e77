import type { FieldError } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useFieldMessage } from '@/features/register/form-messages';
import type { PermitValues } from '@/features/register/permit-values';

export interface FieldHelp {
  error: boolean;
  helperText: string | undefined;
}

/**
 * What to show under a permit field: its error (a rule, or the server's msg), else the
 * reviewer's reason until the user changes the field, else the hint.
 */
export function useFieldHelp(reasons: Record<string, string>) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { getFieldState, formState } = useFormContext<PermitValues>();

  return (field: keyof PermitValues, wireField: string = field, hint?: string): FieldHelp => {
    const state = getFieldState(field, formState);
    const message = fieldMessage(state.error as FieldError | undefined);
    const reason = state.isDirty ? undefined : reasons[wireField];
    const reasonText = reason === undefined ? undefined : t('register.permit.reason', { reason });
    return {
      error: message !== undefined || reasonText !== undefined,
      helperText: message ?? reasonText ?? hint,
    };
  };
}
