import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldList } from '@console/components/field-list';
import { FormAlert } from '@console/components/form-alert';
import { RoleCheckboxes } from '@console/components/role-checkboxes';
import { ShownOnce } from '@console/components/shown-once';
import {
  type OperatorCreated,
  useCreateOperator,
} from '@console/features/operators/api/create-operator';
import type { OperatorRole } from '@console/lib/api-types';
import { errorMessage } from '@console/lib/error-message';
import { ALL_ROLES } from '@console/lib/operator';
import { GuardedDialog } from '@/components/guarded-dialog';
import { isApiError } from '@/lib/api-error';

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;

interface Values {
  username: string;
  name: string;
  roles: OperatorRole[];
}

/** A new operator: username, name, roles; then the temporary password, shown this once. */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const [created, setCreated] = useState<OperatorCreated & { name: string }>();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { username: '', name: '', roles: [] },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const body = {
      username: values.username.trim(),
      name: values.name.trim(),
      roles: values.roles,
    };
    try {
      setCreated({ ...(await create.mutateAsync(body)), name: body.name });
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
    }
  });

  if (created) {
    return (
      <Dialog
        open
        onClose={onClose}
        aria-labelledby="operator-created-title"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="operator-created-title">{t('operators.create.createdTitle')}</DialogTitle>
        <DialogContent>
          <ShownOnce
            value={created.temporaryPassword}
            copyLabel={t('operators.create.copyPassword')}
          >
            <Typography>{t('operators.create.createdIntro', { name: created.name })}</Typography>
            <FieldList
              fields={[
                { label: t('operators.columns.username'), value: created.username },
                { label: t('operators.columns.code'), value: created.operatorCode },
              ]}
            />
          </ShownOnce>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('ui.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <GuardedDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby="operator-create-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="operator-create-title">{t('operators.create.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="operator-create-form"
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(event) => void submit(event)}
        >
          <FormAlert message={failure} />
          <TextField
            label={t('operators.create.username')}
            required
            autoFocus
            autoComplete="off"
            error={Boolean(errors.username)}
            helperText={errors.username?.message ?? t('operators.create.usernameHelp')}
            {...register('username', {
              validate: (value) =>
                USERNAME.test(value.trim()) || t('operators.create.usernameInvalid'),
            })}
          />
          <TextField
            label={t('operators.create.name')}
            required
            autoComplete="off"
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
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button
          type="submit"
          form="operator-create-form"
          variant="contained"
          disabled={isSubmitting}
        >
          {t('operators.create.submit')}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
