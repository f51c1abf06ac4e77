import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FilterBar } from '@console/components/filter-bar';
import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import { type CaseListQuery, useCases } from '@console/features/review/api/list-cases';
import { recommendationText, statusText } from '@console/features/review/case-texts';
import { StageChip } from '@console/features/review/components/stage-chip';
import {
  casePath,
  isStage,
  type Queue,
  type QueueRows,
  STAGES,
} from '@console/features/review/queues';
import { pageQuery, useListState } from '@console/lib/list-state';
import { formatDateTime } from '@/lib/format';

const FILTERS = ['stage', 'keyword'] as const;
// The server sorts by submission (oldest first: the longest waiting) or by company name.
const DEFAULT_SORT = { field: 'submittedAt', descending: false };

type Row = QueueRows[Queue];

/** The column a queue adds: the registrant, the product and applicant, the person proposed. */
function queueColumn(queue: Queue, t: TFunction): GridColDef<Row> {
  if (queue === 'permit') {
    return {
      field: 'productCode',
      headerName: t('review.columns.product'),
      width: 160,
      sortable: false,
      valueGetter: (_, row) =>
        'productCode' in row ? `${row.productCode} · ${row.applicantName}` : '',
    };
  }
  return {
    field: 'name',
    headerName: t(
      queue === 'registration' ? 'review.columns.registrant' : 'review.columns.newAdministrator',
    ),
    width: 120,
    sortable: false,
    valueGetter: (_, row) => ('name' in row ? row.name : ''),
  };
}

/** A review queue's cases: by stage and keyword, oldest submission first, paged by the server. */
export function CaseListPage({ queue }: { queue: Queue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState(FILTERS, DEFAULT_SORT);
  const { stage, keyword } = list.state.filters;
  const query: CaseListQuery = {
    ...pageQuery(list.state),
    stage: isStage(stage) ? stage : null,
    keyword: keyword || null,
    sortBy: list.state.sort?.field === 'compName' ? 'compName' : 'submittedAt',
    descending: list.state.sort?.descending ?? false,
  };
  const cases = useCases(queue, query);
  const queueName = t(`review.queues.${queue}`);

  const columns = useMemo(
    (): GridColDef<Row>[] => [
      {
        field: 'id',
        headerName: t('review.columns.id'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={casePath(queue, row.id)}>
            {row.id}
          </Link>
        ),
      },
      {
        field: 'compName',
        headerName: t('review.columns.company'),
        minWidth: 200,
        flex: 1,
        valueGetter: (_, row) => row.compName ?? row.compCode,
      },
      {
        field: 'creditCode',
        headerName: t('review.columns.creditCode'),
        width: 190,
        sortable: false,
      },
      queueColumn(queue, t),
      {
        field: 'submittedAt',
        headerName: t('review.columns.submittedAt'),
        width: 165,
        valueGetter: (_, row) => formatDateTime(row.submittedAt),
      },
      {
        field: 'stage',
        headerName: t('review.columns.stage'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
            {row.stage ? <StageChip stage={row.stage} /> : statusText(t, queue, row.status)}
          </Stack>
        ),
      },
      {
        field: 'recommendation',
        headerName: t('review.columns.recommendation'),
        minWidth: 220,
        flex: 1,
        sortable: false,
        valueGetter: (_, row) => recommendationText(t, row.recommendation),
      },
    ],
    [t, queue],
  );

  return (
    <>
      <PageHeader title={t(`review.listTitles.${queue}`)} />
      <FilterBar
        values={list.state.filters}
        onApply={list.setFilters}
        fields={[
          {
            name: 'stage',
            label: t('review.list.stage'),
            width: 160,
            options: STAGES.map((value) => ({ value, label: t(`review.stages.${value}`) })),
          },
          { name: 'keyword', label: t('review.list.keyword'), width: 300 },
        ]}
      />
      <ServerGrid
        label={t('review.list.label', { queue: queueName })}
        columns={columns}
        rows={cases.data?.rows ?? []}
        total={cases.data?.total}
        loading={cases.isFetching}
        getRowId={(row) => row.id}
        list={list}
        sortable
        onRowClick={(row) => void navigate(casePath(queue, row.id))}
      />
    </>
  );
}
