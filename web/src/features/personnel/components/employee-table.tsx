import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

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
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('personnel.list.label')} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('personnel.columns.name')}</TableCell>
            <TableCell>{t('personnel.columns.mobile')}</TableCell>
            <TableCell>{t('personnel.columns.roles')}</TableCell>
            <TableCell>{t('personnel.columns.status')}</TableCell>
            <TableCell>{t('personnel.columns.createdAt')}</TableCell>
            {onEditRoles && <TableCell>{t('personnel.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {employees.map((employee) => (
            <TableRow key={employee.employeeCode} data-testid="employee-row">
              <TableCell component="th" scope="row">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {employee.name}
                  </Typography>
                  {employee.rootManager === 1 && (
                    <ToneTag tone="blue" label={t('personnel.list.rootManager')} />
                  )}
                  {employee.employeeCode === self && (
                    <Typography variant="caption" color="text.secondary">
                      ({t('personnel.list.you')})
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell>{employee.mobile}</TableCell>
              <TableCell>
                <RoleChips roles={employee.roles} roleName={roleName} />
              </TableCell>
              <TableCell>
                <ToneTag
                  tone={employee.status === 1 ? 'green' : 'gray'}
                  code={String(employee.status)}
                  label={t(
                    employee.status === 1 ? 'personnel.status.active' : 'personnel.status.disabled',
                  )}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(employee.createdAt)}</TableCell>
              {onEditRoles && (
                <TableCell>
                  <EmployeeActions employee={employee} onEditRoles={onEditRoles} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
