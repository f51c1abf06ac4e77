import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FilterBar } from '@console/components/filter-bar';
import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import {
  type AfficheQuery,
  type AfficheRow,
  useAffiches,
} from '@console/features/content/api/list-affiches';
import { StateChip } from '@console/features/content/components/state-chip';
import { pageQuery, useListState } from '@console/lib/list-state';
import { useHoldsAny } from '@console/lib/operator';
import { formatDateTime } from '@/lib/format';

const FILTERS = ['keyword', 'state'] as const;
const STATES = ['draft', 'scheduled', 'published'] as const;

/** Announcements: every one with its state and how many users read it. */
export default function AfficheListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useHoldsAny('content_editor');
  const list = useListState(FILTERS);
  const { keyword, state } = list.state.filters;
  const query: AfficheQuery = {
    ...pageQuery(list.state),
    keyword: keyword || null,
    state: STATES.find((candidate) => candidate === state) ?? null,
  };
  const affiches = useAffiches(query);

  const columns = useMemo(
    (): GridColDef<AfficheRow>[] => [
      {
        field: 'title',
        headerName: t('content.columns.title'),
        minWidth: 240,
        flex: 1,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/content/affiches/${row.id}`}>
            {row.title}
          </Link>
        ),
      },
      {
        field: 'state',
        headerName: t('content.columns.state'),
        width: 110,
        renderCell: ({ row }) => <StateChip state={row.state} />,
      },
      { field: 'readers', headerName: t('content.affiche.readers'), width: 100 },
      {
        field: 'publishedAt',
        headerName: t('content.columns.publishedAt'),
        width: 180,
        valueGetter: (_, row) => formatDateTime(row.publishedAt),
      },
      {
        field: 'updatedAt',
        headerName: t('content.columns.updatedAt'),
        width: 180,
        valueGetter: (_, row) => formatDateTime(row.updatedAt),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('route.affiches')}
        actions={
          canWrite && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              component={RouterLink}
              to="/content/affiches/new"
            >
              {t('content.affiche.new')}
            </Button>
          )
        }
      />
      <FilterBar
        values={list.state.filters}
        onApply={list.setFilters}
        fields={[
          { name: 'keyword', label: t('content.list.keyword'), width: 220 },
          {
            name: 'state',
            label: t('content.columns.state'),
            width: 140,
            options: STATES.map((value) => ({ value, label: t(`content.state.${value}`) })),
          },
        ]}
      />
      <ServerGrid
        label={t('content.affiche.listLabel')}
        columns={columns}
        rows={affiches.data?.rows ?? []}
        total={affiches.data?.total}
        loading={affiches.isFetching}
        getRowId={(row) => row.id}
        list={list}
        onRowClick={(row) => void navigate(`/content/affiches/${row.id}`)}
      />
    </>
  );
}
