import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PasswordField } from '@/components/password-field';
import { useResetPassword } from '@/features/reset-password/api/reset-password';
import { FormAlert } from '@/components/form-alert';
import {
  errorMessage,
  type MessageKey,
  useFieldMessage,
} from '@/features/reset-password/form-messages';
import { type ResetTicket, stepPath } from '@/features/reset-password/wizard-steps';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { brokenPasswordStrength } from '@/lib/validators/password-strength';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The new password, twice; the strength rule is checked here first, the server's answer
 * decides. A refusal keeps the ticket and what was typed, for another try.
 */
export function NewPasswordForm({ ticket, mobile }: ResetTicket) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ newPassword }) => {
    setFailure(undefined);
    const outcome = await confirmAndRun(() => reset.mutateAsync({ ticket, newPassword }), {
      text: t('resetPassword.reset.confirm'),
      failureShownInForm: true,
    });
    if (outcome.status === 'done') void navigate(stepPath('complete'), { replace: true });
    else if (outcome.status === 'failed') setFailure(errorMessage(outcome.error));
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure} />
      <PasswordField
        {...register('newPassword', {
          validate: (value): true | MessageKey => {
            if (value === '') return 'resetPassword.validation.passwordRequired';
            const rule = brokenPasswordStrength(value, mobile);
            return rule ? `resetPassword.passwordRules.${rule}` : true;
          },
        })}
        label={t('resetPassword.fields.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword !== undefined}
        helperText={fieldMessage(errors.newPassword) ?? t('resetPassword.passwordHint')}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <PasswordField
        {...register('confirmPassword', {
          validate: (value, values): true | MessageKey => {
            if (value === '') return 'resetPassword.validation.confirmRequired';
            return value === values.newPassword || 'resetPassword.validation.mismatch';
          },
        })}
        label={t('resetPassword.fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword !== undefined}
        helperText={fieldMessage(errors.confirmPassword)}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
        {t('resetPassword.reset.submit')}
      </Button>
    </Stack>
  );
}
