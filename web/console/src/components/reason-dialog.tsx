import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { errorMessage } from '@console/lib/error-message';
import { GuardedDialog } from '@/components/guarded-dialog';
import { isApiError } from '@/lib/api-error';

interface ReasonDialogTexts {
  title: string;
  intro: string;
  reason: string;
  reasonRequired: string;
  submit: string;
}

interface ReasonDialogProps {
  /** Names the dialog's title and form in the page (unique per kind of dialog). */
  id: string;
  texts: ReasonDialogTexts;
  /** Does the action with the reason as typed (trimmed); a refusal stays in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * An action that must say why (kept with the record and in the audit log): the dialog asks for
 * the reason, runs the action, and shows the server's refusal without closing.
 */
export function ReasonDialog({ id, texts, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { reason: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(undefined);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
    }
  });

  return (
    <GuardedDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{texts.title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
        >
          <DialogContentText>{texts.intro}</DialogContentText>
          <FormAlert message={failure} />
          <TextField
            label={texts.reason}
            required
            autoFocus
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
            {...register('reason', {
              validate: (value) => value.trim() !== '' || texts.reasonRequired,
            })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant="contained"
          color="error"
          disabled={isSubmitting}
        >
          {texts.submit}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
