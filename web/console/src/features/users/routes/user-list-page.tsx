import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FilterBar } from '@console/components/filter-bar';
import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import { StatusChip } from '@console/components/status-chip';
import { type UserListQuery, type UserRow, useUsers } from '@console/features/users/api/list-users';
import { pageQuery, useListState } from '@console/lib/list-state';
import { formatDateTime } from '@/lib/format';

const FILTERS = ['keyword', 'status', 'locked'] as const;
const SORTABLE = ['createdAt', 'name', 'userCode', 'passwordChangedAt'] as const;
type SortField = (typeof SORTABLE)[number];
const DEFAULT_SORT = { field: 'createdAt', descending: true };

function sortField(field: string | undefined): SortField {
  return SORTABLE.find((candidate) => candidate === field) ?? 'createdAt';
}

/** Customer users: search by mobile, code or name, status, locked; sorted by the server. */
export default function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState(FILTERS, DEFAULT_SORT);
  const { keyword, status, locked } = list.state.filters;
  const query: UserListQuery = {
    ...pageQuery(list.state),
    keyword: keyword || null,
    status: status === 'active' || status === 'disabled' ? status : null,
    locked: locked === 'true',
    sortBy: sortField(list.state.sort?.field),
    descending: list.state.sort?.descending ?? true,
  };
  const users = useUsers(query);

  const columns = useMemo(
    (): GridColDef<UserRow>[] => [
      {
        field: 'userCode',
        headerName: t('users.columns.userCode'),
        width: 120,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/users/${row.userCode}`}>
            {row.userCode}
          </Link>
        ),
      },
      { field: 'name', headerName: t('users.columns.name'), minWidth: 120, flex: 1 },
      { field: 'mobile', headerName: t('users.columns.mobile'), width: 130, sortable: false },
      {
        field: 'status',
        headerName: t('users.columns.status'),
        width: 150,
        sortable: false,
        // The server names `lockedUntil` only while the sign-in lock is in force.
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <StatusChip status={row.status} />
            {row.lockedUntil && <Chip size="small" label={t('users.list.lockedTag')} />}
          </Stack>
        ),
      },
      {
        field: 'passwordChangedAt',
        headerName: t('users.columns.passwordChangedAt'),
        width: 165,
        valueGetter: (_, row) => formatDateTime(row.passwordChangedAt),
      },
      {
        field: 'lastSignInAt',
        headerName: t('users.columns.lastSignInAt'),
        width: 165,
        sortable: false,
        valueGetter: (_, row) => formatDateTime(row.lastSignInAt),
      },
      {
        field: 'createdAt',
        headerName: t('users.columns.createdAt'),
        width: 165,
        valueGetter: (_, row) => formatDateTime(row.createdAt),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('route.users')} />
      <FilterBar
        values={list.state.filters}
        onApply={list.setFilters}
        fields={[
          { name: 'keyword', label: t('users.list.keyword'), width: 240 },
          {
            name: 'status',
            label: t('users.list.status'),
            width: 140,
            options: [
              { value: 'active', label: t('status.active') },
              { value: 'disabled', label: t('status.disabled') },
            ],
          },
          {
            name: 'locked',
            label: t('users.list.locked'),
            width: 160,
            options: [{ value: 'true', label: t('users.list.lockedOnly') }],
          },
        ]}
      />
      <ServerGrid
        label={t('users.list.label')}
        columns={columns}
        rows={users.data?.rows ?? []}
        total={users.data?.total}
        loading={users.isFetching}
        getRowId={(row) => row.userCode}
        list={list}
        sortable
        onRowClick={(row) => void navigate(`/users/${row.userCode}`)}
      />
    </>
  );
}
