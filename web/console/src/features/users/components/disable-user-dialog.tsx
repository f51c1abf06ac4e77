import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
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
import { useUserAction } from '@console/features/users/api/user-action';
import { errorMessage } from '@console/lib/error-message';
import { isApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notifications';

interface DisableUserDialogProps {
  userCode: string;
  name: string;
  onClose: () => void;
}

/** Disabling a user needs a reason (kept with the user and in the audit log): the dialog asks. */
export function DisableUserDialog({ userCode, name, onClose }: DisableUserDialogProps) {
  const { t } = useTranslation();
  const disable = useUserAction('disable');
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { reason: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(undefined);
    try {
      await disable.mutateAsync({ userCode, reason: reason.trim() });
      notifySuccess(t('users.actions.disabled'));
      onClose();
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="user-disable-title" maxWidth="xs" fullWidth>
      <DialogTitle id="user-disable-title">{t('users.actions.disableTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="user-disable-form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
        >
          <DialogContentText>{t('users.actions.disableIntro', { name })}</DialogContentText>
          <FormAlert message={failure} />
          <TextField
            label={t('users.actions.reason')}
            required
            autoFocus
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
            {...register('reason', {
              validate: (value) => value.trim() !== '' || t('users.actions.reasonRequired'),
            })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button
          type="submit"
          form="user-disable-form"
          variant="contained"
          color="error"
          disabled={isSubmitting}
        >
          {t('users.actions.disableSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
