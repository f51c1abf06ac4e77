import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { PasswordField } from '@/components/password-field';
import { checkOldPassword } from '@/features/account/api/check-old-password';
import {
  checkPasswordSecurity,
  usePasswordStrength,
} from '@/features/account/api/check-password-security';
import { useUpdatePassword } from '@/features/account/api/update-password';
import { FormDialog } from '@/features/account/components/form-dialog';
import { NewPasswordField } from '@/features/account/components/new-password-field';
import { alreadyHandled, errorMessage } from '@/features/account/error-message';
import { requiredRules, serverError, useFieldMessage } from '@/features/account/validation';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { placeServerError } from '@/lib/field-message';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Current password (checked when the field is left), the new one (auth's strength rule shown
 * as it is typed) twice. Auth ends the user's other sessions; this one goes on.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { confirmAndRun, running } = useConfirmAndRun();
  const update = useUpdatePassword();
  const [failure, setFailure] = useState<string>();
  const [checkedOld, setCheckedOld] = useState('');
  const { register, handleSubmit, control, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const newPassword = useWatch({ control, name: 'newPassword' });
  const strength = usePasswordStrength(newPassword);

  // Wrong current passwords count toward a limit: each value is asked about once.
  const checkOld = async (password: string) => {
    if (password === '' || password === checkedOld) return;
    setCheckedOld(password);
    try {
      if (!(await checkOldPassword(password))) {
        setError('oldPassword', serverError(t('account.password.oldWrong')));
      }
    } catch (error) {
      if (!alreadyHandled(error)) setError('oldPassword', serverError(errorMessage(error)));
    }
  };

  const oldField = register('oldPassword', {
    ...requiredRules('oldPasswordRequired', false),
    onChange: () => {
      clearErrors('oldPassword');
    },
    onBlur: (event: { target: { value: string } }) => void checkOld(event.target.value),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    // The verdict shown may be a moment old (typing just stopped): ask for this very password.
    const verdict =
      strength?.strength ??
      (await checkPasswordSecurity(values.newPassword).catch(() => undefined));
    if (verdict && !verdict.secure) {
      setError('newPassword', serverError(verdict.msg));
      return;
    }
    const outcome = await confirmAndRun(() => update.mutateAsync(values), {
      text: t('account.password.confirmText'),
      successMessage: t('account.password.done'),
      failureShownInForm: true,
    });
    if (outcome.status === 'done') onClose();
    // A refusal naming a field goes under it; the rest (a wrong password) above the fields.
    else if (outcome.status === 'failed') {
      setFailure(placeServerError(outcome.error, ['oldPassword', 'newPassword'], setError));
    }
  });

  return (
    <FormDialog
      title={t('account.password.title')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={running}
      dirty={formState.isDirty}
      failure={failure}
    >
      <PasswordField
        {...oldField}
        label={t('account.password.old')}
        autoComplete="current-password"
        error={errors.oldPassword !== undefined}
        helperText={fieldMessage(errors.oldPassword)}
      />
      <NewPasswordField
        registration={register('newPassword', {
          ...requiredRules('newPasswordRequired', false),
          validate: (value, { oldPassword }) => {
            if (value === '') return 'newPasswordRequired';
            return value !== oldPassword || 'sameAsOld';
          },
        })}
        error={fieldMessage(errors.newPassword)}
        value={newPassword}
        check={strength}
      />
      <PasswordField
        {...register('confirmPassword', {
          validate: (value, { newPassword: first }) => {
            if (value === '') return 'confirmRequired';
            return value === first || 'mismatch';
          },
        })}
        label={t('account.password.confirm')}
        autoComplete="new-password"
        error={errors.confirmPassword !== undefined}
        helperText={fieldMessage(errors.confirmPassword)}
      />
    </FormDialog>
  );
}
