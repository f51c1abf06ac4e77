import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ListResults } from '@/components/list-results';
import { type Employee, useEmployees } from '@/features/personnel/api/get-employees';
import { AddEmployeeDialog } from '@/features/personnel/components/add-employee-dialog';
import { EditRolesDialog } from '@/features/personnel/components/edit-roles-dialog';
import { EmployeeFilters } from '@/features/personnel/components/employee-filters';
import { EmployeeTable } from '@/features/personnel/components/employee-table';
import {
  PAGE_SIZE,
  readFilters,
  toQuery,
  writeFilters,
} from '@/features/personnel/employee-search';
import { useRoleNames } from '@/features/personnel/hooks/use-role-names';
import { CHANGE_ADMIN_PATH } from '@/features/personnel/paths';
import { isAccountAdministrator } from '@/lib/account-administrator';
import { usePortalSession } from '@/lib/portal-session';

/** Personnel management: the company's employees, filtered and paged in the URL. */
export default function EmployeeListPage() {
  const { t } = useTranslation();
  const session = usePortalSession();
  const [params, setParams] = useSearchParams();
  const state = readFilters(params);
  const { page, ...filters } = state;
  const { data, error, isPending, refetch } = useEmployees(session.identityKey, toQuery(state));
  const { employeeRoles, roleName } = useRoleNames();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Employee>();
  const manager = isAccountAdministrator(session);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Box>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('route.employee')}
            </Typography>
            <Typography color="text.secondary">{t('personnel.intro')}</Typography>
          </Box>
          {manager && (
            <Stack direction="row" spacing={1}>
              {session.company.rootManager === 1 && (
                <Button
                  component={RouterLink}
                  to={CHANGE_ADMIN_PATH}
                  startIcon={<SwapHorizOutlined />}
                >
                  {t('personnel.actions.changeAdmin')}
                </Button>
              )}
              <Button
                variant="contained"
                startIcon={<PersonAddAltOutlined />}
                onClick={() => {
                  setAdding(true);
                }}
              >
                {t('personnel.actions.add')}
              </Button>
            </Stack>
          )}
        </Stack>
        {!manager && <Alert severity="info">{t('personnel.readOnly')}</Alert>}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <EmployeeFilters
            key={params.toString()}
            value={filters}
            employeeRoles={employeeRoles}
            onSearch={(next) => {
              setParams(writeFilters(next));
            }}
          />
        </Paper>
        <ListResults
          query={{ data, error, isPending, refetch }}
          isEmpty={(result) => result.list.length === 0}
          total={(result) => result.total}
          texts={{
            loading: t('personnel.list.loading'),
            empty: t('personnel.list.empty'),
            total: (count) => t('personnel.list.total', { count }),
          }}
        >
          {(result) => (
            <EmployeeTable
              employees={result.list}
              roleName={roleName}
              self={session.claims.emp}
              onEditRoles={manager ? setEditing : undefined}
            />
          )}
        </ListResults>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            color="primary"
            aria-label={t('personnel.list.pages')}
            onChange={(_, next) => {
              setParams(writeFilters(filters, next));
            }}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
      {manager && (
        <AddEmployeeDialog
          open={adding}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      <EditRolesDialog
        employee={editing}
        onClose={() => {
          setEditing(undefined);
        }}
      />
    </Box>
  );
}
