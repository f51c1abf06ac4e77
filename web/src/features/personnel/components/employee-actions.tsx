import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { useDisableEmployee } from '@/features/personnel/api/disable-employee';
import { useEnableEmployee } from '@/features/personnel/api/enable-employee';
import type { Employee } from '@/features/personnel/api/get-employees';
import { useRemoveEmployee } from '@/features/personnel/api/remove-employee';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { usePortalSession } from '@/lib/portal-session';

interface EmployeeActionsProps {
  employee: Employee;
  onEditRoles: (employee: Employee) => void;
}

/**
 * What an administrator may do to one employee. Nobody disables or removes themselves or the
 * company administrator (the server refuses both), so those rows offer only the roles.
 */
export function EmployeeActions({ employee, onEditRoles }: EmployeeActionsProps) {
  const { t } = useTranslation();
  const { identityKey, claims } = usePortalSession();
  const disable = useDisableEmployee(identityKey);
  const enable = useEnableEmployee(identityKey);
  const remove = useRemoveEmployee(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();
  const { employeeCode, name } = employee;
  const protectedRow = employee.rootManager === 1 || employeeCode === claims.emp;
  const active = employee.status === 1;

  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        onClick={() => {
          onEditRoles(employee);
        }}
      >
        {t('personnel.actions.editRoles')}
      </Button>
      {!protectedRow && (
        <Button
          size="small"
          disabled={running}
          onClick={() =>
            void (active
              ? confirmAndRun(() => disable.mutateAsync(employeeCode), {
                  text: t('personnel.actions.confirmDisable', { name }),
                })
              : confirmAndRun(() => enable.mutateAsync(employeeCode), {
                  text: t('personnel.actions.confirmEnable', { name }),
                }))
          }
        >
          {t(active ? 'personnel.actions.disable' : 'personnel.actions.enable')}
        </Button>
      )}
      {!protectedRow && (
        <Button
          size="small"
          color="error"
          disabled={running}
          onClick={() =>
            void confirmAndRun(() => remove.mutateAsync(employeeCode), {
              text: t('personnel.actions.confirmRemove', { name }),
            })
          }
        >
          {t('personnel.actions.remove')}
        </Button>
      )}
    </Stack>
  );
}
