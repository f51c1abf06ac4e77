import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ResponsiveTable, type TableColumn } from '@/components/responsive-table';
import { ToneTag } from '@/components/tone-tag';
import type { Employee } from '@/features/personnel/api/get-employees';
import { EmployeeActions } from '@/features/personnel/components/employee-actions';
import { RoleChips } from '@/features/personnel/components/role-chips';
import { formatDate } from '@/lib/format';

interface EmployeeTableProps {
  employees: readonly Employee[];
  roleName: (code: string) => string;
  /** The caller's employee code, marked 'you'. */
  self: string | undefined;
  /** Undefined: the caller may not change people, and no action column is shown. */
  onEditRoles?: (employee: Employee) => void;
}

export function EmployeeTable({ employees, roleName, self, onEditRoles }: EmployeeTableProps) {
  const { t } = useTranslation();
  const name: TableColumn<Employee> = {
    key: 'name',
    header: t('personnel.columns.name'),
    cell: (employee) => (
      <Stack
        component="span"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
          {employee.name}
        </Typography>
        {employee.rootManager === 1 && (
          <ToneTag tone="blue" label={t('personnel.list.rootManager')} />
        )}
        {employee.employeeCode === self && (
          <Typography component="span" variant="caption" color="text.secondary">
            ({t('personnel.list.you')})
          </Typography>
        )}
      </Stack>
    ),
  };
  const columns: TableColumn<Employee>[] = [
    { key: 'mobile', header: t('personnel.columns.mobile'), cell: (employee) => employee.mobile },
    {
      key: 'roles',
      header: t('personnel.columns.roles'),
      cell: (employee) => <RoleChips roles={employee.roles} roleName={roleName} />,
    },
    {
      key: 'status',
      header: t('personnel.columns.status'),
      cell: (employee) => (
        <ToneTag
          tone={employee.status === 1 ? 'green' : 'gray'}
          code={String(employee.status)}
          label={t(employee.status === 1 ? 'personnel.status.active' : 'personnel.status.disabled')}
        />
      ),
    },
    {
      key: 'createdAt',
      header: t('personnel.columns.createdAt'),
      cell: (employee) => formatDate(employee.createdAt),
      nowrap: true,
    },
  ];

  return (
    <ResponsiveTable
      label={t('personnel.list.label')}
      rows={employees}
      rowKey={(employee) => employee.employeeCode}
      title={name}
      columns={columns}
      actions={
        onEditRoles && {
          header: t('personnel.columns.actions'),
          cell: (employee) => <EmployeeActions employee={employee} onEditRoles={onEditRoles} />,
        }
      }
      rowTestId="employee-row"
      minWidth={720}
    />
  );
}
