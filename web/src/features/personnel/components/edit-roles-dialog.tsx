import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { GuardedDialog } from '@/components/guarded-dialog';

import type { Employee } from '@/features/personnel/api/get-employees';
import { useUpdateRoles } from '@/features/personnel/api/update-roles';
import { RoleField } from '@/features/personnel/components/role-field';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { placeServerError } from '@/lib/field-message';
import { usePortalSession } from '@/lib/portal-session';

interface Values {
  roleCodes: string[];
}

interface EditRolesDialogProps {
  /** The employee whose roles are edited; undefined: closed. */
  employee: Employee | undefined;
  onClose: () => void;
}

export function EditRolesDialog({ employee, onClose }: EditRolesDialogProps) {
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  return (
    <GuardedDialog
      open={employee !== undefined}
      dirty={dirty}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {/* Mounted per employee, so the form starts from their roles. */}
      {employee && (
        <EditRolesForm
          key={employee.employeeCode}
          employee={employee}
          titleId={titleId}
          onClose={onClose}
          onDirtyChange={setDirty}
        />
      )}
    </GuardedDialog>
  );
}

interface EditRolesFormProps {
  employee: Employee;
  titleId: string;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditRolesForm({ employee, titleId, onClose, onDirtyChange }: EditRolesFormProps) {
  const { t } = useTranslation();
  const { identityKey } = usePortalSession();
  const update = useUpdateRoles(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { roleCodes: employee.roles },
  });
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const submit = handleSubmit(async ({ roleCodes }) => {
    setFailure(undefined);
    const outcome = await confirmAndRun(
      () => update.mutateAsync({ employeeCode: employee.employeeCode, roleCodes }),
      { text: t('personnel.editRoles.confirm', { name: employee.name }) },
    );
    // The company keeps its administrator: the server's refusal says why.
    if (outcome.status === 'failed')
      setFailure(placeServerError(outcome.error, ['roleCodes'], setError));
    else if (outcome.status === 'done') onClose();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id={titleId}>
        {t('personnel.editRoles.title', { name: employee.name })}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <RoleField control={control} name="roleCodes" disabled={running} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('personnel.editRoles.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={running}>
          {t('personnel.editRoles.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
