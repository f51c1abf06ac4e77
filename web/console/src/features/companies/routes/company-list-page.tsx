import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FilterBar } from '@console/components/filter-bar';
import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import {
  type CompanyListQuery,
  type CompanyRow,
  useCompanies,
} from '@console/features/companies/api/list-companies';
import { CompanyStatusChip } from '@console/features/companies/components/company-status-chip';
import { roleName } from '@console/features/companies/company-labels';
import { pageQuery, useListState } from '@console/lib/list-state';
import { formatDateTime } from '@/lib/format';

const FILTERS = ['keyword', 'status', 'compRole'] as const;
const ROLES = ['C101', 'C102', 'C103', 'C104', 'C105', 'C106'] as const;
const SORTABLE = ['compName', 'createdAt'] as const;
type SortField = (typeof SORTABLE)[number];
type CompRole = (typeof ROLES)[number];
const DEFAULT_SORT = { field: 'compName', descending: false };

function sortField(field: string | undefined): SortField {
  return SORTABLE.find((candidate) => candidate === field) ?? 'compName';
}

function compRole(value: string): CompRole | null {
  return ROLES.find((role) => role === value) ?? null;
}

const companyPath = (compCode: string) => `/companies/${encodeURIComponent(compCode)}`;

/** Companies: search by name, credit code or code, status and company role; server-sorted. */
export default function CompanyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState(FILTERS, DEFAULT_SORT);
  const { keyword, status } = list.state.filters;
  const query: CompanyListQuery = {
    ...pageQuery(list.state),
    keyword: keyword || null,
    status: status === 'active' || status === 'suspended' ? status : null,
    compRole: compRole(list.state.filters.compRole),
    sortBy: sortField(list.state.sort?.field),
    descending: list.state.sort?.descending ?? false,
  };
  const companies = useCompanies(query);

  const columns = useMemo(
    (): GridColDef<CompanyRow>[] => [
      {
        field: 'compName',
        headerName: t('companies.columns.compName'),
        minWidth: 220,
        flex: 1,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={companyPath(row.compCode)}>
            {row.compName}
          </Link>
        ),
      },
      {
        field: 'compCode',
        headerName: t('companies.columns.compCode'),
        width: 130,
        sortable: false,
      },
      {
        field: 'creditCode',
        headerName: t('companies.columns.creditCode'),
        width: 190,
        sortable: false,
      },
      {
        field: 'status',
        headerName: t('companies.columns.status'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <CompanyStatusChip status={row.status} />,
      },
      {
        field: 'compRoles',
        headerName: t('companies.columns.compRoles'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueGetter: (_, row) => row.compRoles.map((role) => roleName(t, role)).join('、'),
      },
      {
        field: 'createdAt',
        headerName: t('companies.columns.createdAt'),
        width: 165,
        valueGetter: (_, row) => formatDateTime(row.createdAt),
      },
      {
        field: 'suspendedAt',
        headerName: t('companies.columns.suspendedAt'),
        width: 165,
        sortable: false,
        valueGetter: (_, row) => formatDateTime(row.suspendedAt),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('route.companies')} />
      <FilterBar
        values={list.state.filters}
        onApply={list.setFilters}
        fields={[
          { name: 'keyword', label: t('companies.list.keyword'), width: 260 },
          {
            name: 'status',
            label: t('companies.list.status'),
            width: 140,
            options: [
              { value: 'active', label: t('companies.status.active') },
              { value: 'suspended', label: t('companies.status.suspended') },
            ],
          },
          {
            name: 'compRole',
            label: t('companies.list.compRole'),
            width: 180,
            options: ROLES.map((role) => ({ value: role, label: roleName(t, role) })),
          },
        ]}
      />
      <ServerGrid
        label={t('companies.list.label')}
        columns={columns}
        rows={companies.data?.rows ?? []}
        total={companies.data?.total}
        loading={companies.isFetching}
        getRowId={(row) => row.compCode}
        list={list}
        sortable
        onRowClick={(row) => void navigate(companyPath(row.compCode))}
      />
    </>
  );
}
