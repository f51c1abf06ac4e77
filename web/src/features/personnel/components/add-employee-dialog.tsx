import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { GuardedDialog } from '@/components/guarded-dialog';

import { useAddEmployee } from '@/features/personnel/api/add-employee';
import { RoleField } from '@/features/personnel/components/role-field';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { placeServerError } from '@/lib/field-message';
import { notify } from '@/lib/notifications';
import { usePortalSession } from '@/lib/portal-session';
import { validateMobile } from '@/lib/validators/mobile';

interface Values {
  name: string;
  mobile: string;
  roleCodes: string[];
}

const FIELDS = ['name', 'mobile', 'roleCodes'] as const;

interface AddEmployeeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Name, mobile and roles of a new employee; a mobile without an account gets one. */
export function AddEmployeeDialog({ open, onClose }: AddEmployeeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { identityKey } = usePortalSession();
  const add = useAddEmployee(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: { name: '', mobile: '', roleCodes: [] },
  });
  const { errors } = formState;

  const close = () => {
    reset();
    setFailure(undefined);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const outcome = await confirmAndRun(() => add.mutateAsync(values), {
      text: t('personnel.add.confirm', { name: values.name, mobile: values.mobile }),
    });
    if (outcome.status === 'failed') {
      setFailure(placeServerError(outcome.error, FIELDS, setError));
    } else if (outcome.status === 'done') {
      if (outcome.result.accountCreated) {
        notify('info', t('personnel.add.accountCreated', { mobile: values.mobile }));
      }
      close();
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
        <DialogTitle id={titleId}>{t('personnel.add.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              {...register('name', {
                setValueAs: (value: string) => value.trim(),
                required: t('personnel.add.nameRequired'),
                maxLength: { value: 64, message: t('personnel.add.nameTooLong') },
              })}
              label={t('personnel.add.name')}
              required
              error={errors.name !== undefined}
              helperText={errors.name?.message}
            />
            <TextField
              {...register('mobile', {
                setValueAs: (value: string) => value.trim(),
                validate: validateMobile((problem) => t(`personnel.add.${problem}`)),
              })}
              label={t('personnel.add.mobile')}
              type="tel"
              required
              error={errors.mobile !== undefined}
              helperText={errors.mobile?.message ?? t('personnel.add.hint')}
              slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
            />
            <RoleField control={control} name="roleCodes" disabled={running} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('personnel.add.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={running}>
            {t('personnel.add.submit')}
          </Button>
        </DialogActions>
      </form>
    </GuardedDialog>
  );
}
