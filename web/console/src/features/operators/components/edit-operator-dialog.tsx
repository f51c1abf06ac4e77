import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { RoleCheckboxes } from '@console/components/role-checkboxes';
import type { OperatorDetail } from '@console/features/operators/api/get-operator';
import { useUpdateOperator } from '@console/features/operators/api/update-operator';
import type { OperatorRole } from '@console/lib/api-types';
import { errorMessage } from '@console/lib/error-message';
import { ALL_ROLES } from '@console/lib/operator';
import { GuardedDialog } from '@/components/guarded-dialog';
import { isApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notifications';

interface EditOperatorDialogProps {
  operator: OperatorDetail;
  /** The operator edits their own account: their roles stay as they are. */
  self: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  roles: OperatorRole[];
}

/** A new name or roles for an operator (new roles end their sessions). */
export function EditOperatorDialog({ operator, self, onClose }: EditOperatorDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateOperator();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { name: operator.name, roles: [...operator.roles] },
  });
  const { errors, isSubmitting, dirtyFields } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await update.mutateAsync({
        operatorCode: operator.operatorCode,
        name: dirtyFields.name ? values.name.trim() : undefined,
        roles: dirtyFields.roles && !self ? values.roles : undefined,
      });
      notifySuccess(t('operators.edit.saved'));
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
      aria-labelledby="operator-edit-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="operator-edit-title">{t('operators.edit.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="operator-edit-form"
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(event) => void submit(event)}
        >
          <FormAlert message={failure} />
          <TextField
            label={t('operators.create.name')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 64 } }}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            {...register('name', {
              validate: (value) => value.trim() !== '' || t('operators.create.nameRequired'),
            })}
          />
          <Controller
            name="roles"
            control={control}
            rules={{ validate: (value) => value.length > 0 || t('operators.create.rolesRequired') }}
            render={({ field, fieldState }) => (
              <RoleCheckboxes
                label={t('operators.create.roles')}
                roles={ALL_ROLES}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                helperText={self ? t('operators.edit.ownRoles') : undefined}
                disabled={self}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button type="submit" form="operator-edit-form" variant="contained" disabled={isSubmitting}>
          {t('operators.edit.submit')}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
