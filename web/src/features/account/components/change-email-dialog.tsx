import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { sendEmailCode } from '@/features/account/api/send-email-code';
import { useChangeEmail } from '@/features/account/api/update-email';
import { CodeField } from '@/features/account/components/code-field';
import { FormDialog } from '@/features/account/components/form-dialog';
import { alreadyHandled, errorMessage } from '@/features/account/error-message';
import {
  EMAIL_MAX_LENGTH,
  emailProblem,
  emailRules,
  requiredRules,
  serverError,
  useFieldMessage,
} from '@/features/account/validation';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { placeServerError } from '@/lib/field-message';

interface Values {
  email: string;
  code: string;
}

interface ChangeEmailDialogProps {
  identityKey: string;
  /** The address on file, masked; null when there is none yet. */
  currentEmail: string | null;
  onClose: () => void;
}

/** A code to the new address, then the change. */
export function ChangeEmailDialog({ identityKey, currentEmail, onClose }: ChangeEmailDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { confirmAndRun, running } = useConfirmAndRun();
  const change = useChangeEmail(identityKey);
  const [failure, setFailure] = useState<string>();
  const [note, setNote] = useState<string>();
  const { register, handleSubmit, getValues, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: { email: '', code: '' },
  });
  const { errors } = formState;

  const send = async (): Promise<number | false> => {
    setFailure(undefined);
    const email = getValues('email').trim();
    const problem = emailProblem(email);
    if (problem) {
      setError('email', { message: problem });
      return false;
    }
    clearErrors('email');
    try {
      const sent = await sendEmailCode(email);
      setNote(t('account.codeSent', { to: sent.to }));
      return sent.resendSec;
    } catch (error) {
      if (!alreadyHandled(error)) setError('email', serverError(errorMessage(error)));
      return false;
    }
  };

  const submit = handleSubmit(async ({ email, code }) => {
    setFailure(undefined);
    const outcome = await confirmAndRun(() => change.mutateAsync({ email, code }), {
      text: t('account.email.confirmText', { email }),
      failureShownInForm: true,
    });
    if (outcome.status === 'done') onClose();
    // A refusal naming a field goes under it; the rest (a wrong code) above the fields.
    else if (outcome.status === 'failed') {
      setFailure(placeServerError(outcome.error, ['email', 'code'], setError));
    }
  });

  return (
    <FormDialog
      title={t(currentEmail ? 'account.email.title' : 'account.email.bindTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={running}
      dirty={formState.isDirty}
      failure={failure}
      note={note}
    >
      {currentEmail && (
        <Typography variant="body2" color="text.secondary">
          {t('account.email.current', { email: currentEmail })}
        </Typography>
      )}
      <TextField
        {...register('email', emailRules)}
        label={t('account.email.newEmail')}
        type="email"
        autoComplete="email"
        error={errors.email !== undefined}
        helperText={fieldMessage(errors.email)}
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
      />
      <CodeField
        label={t('account.email.code')}
        registration={register('code', requiredRules('codeRequired'))}
        error={fieldMessage(errors.code)}
        onSend={send}
      />
    </FormDialog>
  );
}
