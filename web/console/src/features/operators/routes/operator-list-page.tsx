import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FilterBar } from '@console/components/filter-bar';
import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import { StatusChip } from '@console/components/status-chip';
import { type OperatorRow, useOperators } from '@console/features/operators/api/list-operators';
import { CreateOperatorDialog } from '@console/features/operators/components/create-operator-dialog';
import type { OperatorRole } from '@console/lib/api-types';
import { pageQuery, useListState } from '@console/lib/list-state';
import { ALL_ROLES, useHoldsAny } from '@console/lib/operator';
import { formatDateTime } from '@/lib/format';

const FILTERS = ['keyword', 'role', 'status'] as const;

/** Operator accounts: search, open one, and (administrators) create one. */
export default function OperatorListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useHoldsAny('ops_admin');
  const [creating, setCreating] = useState(false);
  const list = useListState(FILTERS);
  const { keyword, role, status } = list.state.filters;
  const operators = useOperators({
    ...pageQuery(list.state),
    keyword,
    role: (role || null) as OperatorRole | null,
    status: status === 'active' || status === 'disabled' ? status : null,
  });

  const columns = useMemo(
    (): GridColDef<OperatorRow>[] => [
      {
        field: 'username',
        headerName: t('operators.columns.username'),
        minWidth: 140,
        flex: 1,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/operators/list/${row.operatorCode}`}>
            {row.username}
          </Link>
        ),
      },
      { field: 'name', headerName: t('operators.columns.name'), minWidth: 120, flex: 1 },
      {
        field: 'roles',
        headerName: t('operators.columns.roles'),
        minWidth: 200,
        flex: 2,
        valueGetter: (_, row) => row.roles.map((held) => t(`roles.${held}`)).join('、'),
      },
      {
        field: 'status',
        headerName: t('operators.columns.status'),
        width: 110,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'mfaEnrolled',
        headerName: t('operators.columns.mfa'),
        width: 120,
        valueGetter: (_, row) =>
          row.mfaEnrolled ? t('operators.mfa.enrolled') : t('operators.mfa.pending'),
      },
      {
        field: 'lastSignInAt',
        headerName: t('operators.columns.lastSignInAt'),
        width: 170,
        valueGetter: (_, row) => formatDateTime(row.lastSignInAt),
      },
      {
        field: 'createdAt',
        headerName: t('operators.columns.createdAt'),
        width: 170,
        valueGetter: (_, row) => formatDateTime(row.createdAt),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('route.operatorList')}
        actions={
          canWrite && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => {
                setCreating(true);
              }}
            >
              {t('operators.list.create')}
            </Button>
          )
        }
      />
      <FilterBar
        values={list.state.filters}
        onApply={list.setFilters}
        fields={[
          { name: 'keyword', label: t('operators.list.keyword') },
          {
            name: 'role',
            label: t('operators.list.role'),
            options: ALL_ROLES.map((value) => ({ value, label: t(`roles.${value}`) })),
          },
          {
            name: 'status',
            label: t('operators.list.status'),
            width: 140,
            options: [
              { value: 'active', label: t('status.active') },
              { value: 'disabled', label: t('status.disabled') },
            ],
          },
        ]}
      />
      <ServerGrid
        label={t('operators.list.label')}
        columns={columns}
        rows={operators.data?.rows ?? []}
        total={operators.data?.total}
        loading={operators.isFetching}
        getRowId={(row) => row.operatorCode}
        list={list}
        onRowClick={(row) => void navigate(`/operators/list/${row.operatorCode}`)}
      />
      {creating && (
        <CreateOperatorDialog
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </>
  );
}
