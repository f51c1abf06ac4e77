import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { GuardedDialog } from '@/components/guarded-dialog';

import {
  type InvitationCreate,
  useCreateInvitation,
} from '@/features/invitations/api/create-invitation';
import type { IssuedLink } from '@/features/invitations/components/issued-link-dialog';
import { useAccountDicts } from '@/lib/account-dicts';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { placeServerError } from '@/lib/field-message';
import { usePortalSession } from '@/lib/portal-session';
import { validateMobile } from '@/lib/validators/mobile';

type Values = Omit<InvitationCreate, 'compRole'> & { compRole: InvitationCreate['compRole'] | '' };

const FIELDS = ['compName', 'contactName', 'mobile', 'compRole'] as const;
const trim = (value: string) => value.trim();

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invitation went out: its link, to show once. */
  onIssued: (issued: IssuedLink) => void;
}

/** The invited company, its contact person and the role it is meant to hold. */
export function InviteDialog({ open, onClose, onIssued }: InviteDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { identityKey } = usePortalSession();
  const create = useCreateInvitation(identityKey);
  const dicts = useAccountDicts();
  const { confirmAndRun, running } = useConfirmAndRun();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: { compName: '', contactName: '', mobile: '', compRole: '' },
  });
  const { errors } = formState;

  const close = () => {
    reset();
    setFailure(undefined);
    onClose();
  };

  const submit = handleSubmit(async ({ compRole, ...values }) => {
    if (compRole === '') return;
    setFailure(undefined);
    const outcome = await confirmAndRun(() => create.mutateAsync({ ...values, compRole }), {
      text: t('invitations.form.confirm', { company: values.compName, mobile: values.mobile }),
    });
    if (outcome.status === 'failed') setFailure(placeServerError(outcome.error, FIELDS, setError));
    else if (outcome.status === 'done') {
      close();
      onIssued({ issued: outcome.result, compName: values.compName });
    }
  });

  return (
    <GuardedDialog
      open={open}
      dirty={formState.isDirty}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('invitations.form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              {...register('compName', {
                setValueAs: trim,
                required: t('invitations.form.compNameRequired'),
                maxLength: { value: 128, message: t('invitations.form.compNameTooLong') },
              })}
              label={t('invitations.form.compName')}
              required
              error={errors.compName !== undefined}
              helperText={errors.compName?.message}
            />
            <TextField
              {...register('contactName', {
                setValueAs: trim,
                required: t('invitations.form.contactNameRequired'),
                maxLength: { value: 64, message: t('invitations.form.contactNameTooLong') },
              })}
              label={t('invitations.form.contactName')}
              required
              error={errors.contactName !== undefined}
              helperText={errors.contactName?.message}
            />
            <TextField
              {...register('mobile', {
                setValueAs: trim,
                validate: validateMobile((problem) => t(`invitations.form.${problem}`)),
              })}
              label={t('invitations.form.mobile')}
              type="tel"
              required
              error={errors.mobile !== undefined}
              helperText={errors.mobile?.message}
              slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
            />
            <Controller
              control={control}
              name="compRole"
              rules={{ required: t('invitations.form.compRoleRequired') }}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label={t('invitations.form.compRole')}
                  required
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                >
                  {(dicts.data?.compRole ?? []).map(({ dictValue, dictLabel }) => (
                    <MenuItem key={dictValue} value={dictValue}>
                      {dictLabel}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('invitations.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={running}>
            {t('invitations.form.submit')}
          </Button>
        </DialogActions>
      </form>
    </GuardedDialog>
  );
}
