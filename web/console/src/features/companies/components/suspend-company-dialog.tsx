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
import { useCompanyAction } from '@console/features/companies/api/company-action';
import { errorMessage } from '@console/lib/error-message';
import { isApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notifications';

interface SuspendCompanyDialogProps {
  compCode: string;
  name: string;
  onClose: () => void;
}

/**
 * Suspending needs a reason: it is kept with the company, audited, and told to its employees
 * when they try to sign in. A refusal (already suspended) stays in the dialog.
 */
export function SuspendCompanyDialog({ compCode, name, onClose }: SuspendCompanyDialogProps) {
  const { t } = useTranslation();
  const suspend = useCompanyAction('suspend');
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { reason: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(undefined);
    try {
      await suspend.mutateAsync({ compCode, reason: reason.trim() });
      notifySuccess(t('companies.actions.suspended'));
      onClose();
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="company-suspend-title" maxWidth="xs" fullWidth>
      <DialogTitle id="company-suspend-title">{t('companies.actions.suspendTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="company-suspend-form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
        >
          <DialogContentText>{t('companies.actions.suspendIntro', { name })}</DialogContentText>
          <FormAlert message={failure} />
          <TextField
            label={t('companies.actions.reason')}
            required
            autoFocus
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
            {...register('reason', {
              validate: (value) => value.trim() !== '' || t('companies.actions.reasonRequired'),
            })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button
          type="submit"
          form="company-suspend-form"
          variant="contained"
          color="error"
          disabled={isSubmitting}
        >
          {t('companies.actions.suspendSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
