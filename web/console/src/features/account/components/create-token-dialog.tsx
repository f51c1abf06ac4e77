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

import { FormAlert } from '@console/components/form-alert';
import { RoleCheckboxes } from '@console/components/role-checkboxes';
import { ShownOnce } from '@console/components/shown-once';
import {
  type CreatedApiToken,
  useCreateApiToken,
} from '@console/features/account/api/create-api-token';
import type { OperatorRole } from '@console/lib/api-types';
import { errorMessage } from '@console/lib/error-message';
import { GuardedDialog } from '@/components/guarded-dialog';
import { isApiError } from '@/lib/api-error';

interface Values {
  name: string;
  roles: OperatorRole[];
  expiresInDays: string;
}

interface CreateTokenDialogProps {
  /** The roles the operator holds: a token carries some of them. */
  roles: readonly OperatorRole[];
  onClose: () => void;
}

/** A new personal API token: name, roles, lifetime; then the token, shown this once. */
export function CreateTokenDialog({ roles, onClose }: CreateTokenDialogProps) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken>();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { name: '', roles: [...roles], expiresInDays: '90' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      setCreated(
        await create.mutateAsync({
          name: values.name.trim(),
          roles: values.roles,
          expiresInDays: Number(values.expiresInDays),
        }),
      );
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
    }
  });

  if (created) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="token-created-title" maxWidth="sm" fullWidth>
        <DialogTitle id="token-created-title">{t('account.tokens.createdTitle')}</DialogTitle>
        <DialogContent>
          <ShownOnce value={created.token} copyLabel={t('account.tokens.copyToken')}>
            <Typography>{t('account.tokens.createdIntro')}</Typography>
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
      aria-labelledby="token-create-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="token-create-title">{t('account.tokens.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="token-create-form"
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(event) => void submit(event)}
        >
          <FormAlert message={failure} />
          <TextField
            label={t('account.tokens.name')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 64 } }}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            {...register('name', {
              validate: (value) => value.trim() !== '' || t('account.tokens.nameRequired'),
            })}
          />
          <Controller
            name="roles"
            control={control}
            rules={{ validate: (value) => value.length > 0 || t('account.tokens.rolesRequired') }}
            render={({ field, fieldState }) => (
              <RoleCheckboxes
                label={t('account.tokens.roles')}
                roles={roles}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                helperText={t('account.tokens.rolesHelp')}
              />
            )}
          />
          <TextField
            label={t('account.tokens.expiresInDays')}
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, max: 365 } }}
            error={Boolean(errors.expiresInDays)}
            helperText={errors.expiresInDays?.message ?? t('account.tokens.expiresRange')}
            {...register('expiresInDays', {
              validate: (value) => {
                const days = Number(value);
                return (
                  (Number.isInteger(days) && days >= 1 && days <= 365) ||
                  t('account.tokens.expiresRange')
                );
              },
            })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button type="submit" form="token-create-form" variant="contained" disabled={isSubmitting}>
          {t('account.tokens.submit')}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
