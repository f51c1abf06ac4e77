import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FilterBar } from '@console/components/filter-bar';
import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import { AUDIT_FILTERS, auditFilter } from '@console/features/audit/audit-filters';
import { exportAudit } from '@console/features/audit/api/export-audit';
import { type AuditRow, useAuditLog } from '@console/features/audit/api/list-audit';
import { useVerifyChain } from '@console/features/audit/api/verify-chain';
import { AuditEntryDrawer } from '@console/features/audit/components/audit-entry-drawer';
import { ChainCheckResult } from '@console/features/audit/components/chain-check';
import { errorMessage } from '@console/lib/error-message';
import { pageQuery, useListState } from '@console/lib/list-state';
import { saveFile } from '@/lib/save-file';
import { DateRangeField } from '@/components/date-range-field';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notifications';

/**
 * The operator audit log: search it (the filters are the URL's), open an entry with what it
 * changed, export the current search as CSV, and check the hash chain.
 */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const list = useListState(AUDIT_FILTERS);
  const filter = auditFilter(list.state.filters);
  const entries = useAuditLog({ ...pageQuery(list.state), ...filter });
  const verify = useVerifyChain();
  const [open, setOpen] = useState<AuditRow>();

  const download = async () => {
    try {
      const blob = await exportAudit(filter);
      saveFile(blob, t('audit.exportFile', { at: dayjs().format('YYYYMMDD-HHmmss') }));
    } catch (error) {
      if (!(isApiError(error) && error.handled)) notifyError(errorMessage(error));
    }
  };

  const columns = useMemo(
    (): GridColDef<AuditRow>[] => [
      {
        field: 'sequence',
        headerName: t('audit.columns.sequence'),
        width: 90,
        // A button, so the entry opens from the keyboard too (a row click is the mouse's).
        renderCell: ({ row }) => (
          <Link
            component="button"
            type="button"
            aria-label={t('audit.entry.title', { sequence: row.sequence })}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(row);
            }}
          >
            {row.sequence}
          </Link>
        ),
      },
      {
        field: 'at',
        headerName: t('audit.columns.at'),
        width: 170,
        valueGetter: (_, row) => formatDateTime(row.at),
      },
      {
        field: 'operator',
        headerName: t('audit.columns.operator'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_, row) => `${row.operatorName} (${row.operatorCode})`,
      },
      { field: 'action', headerName: t('audit.columns.action'), minWidth: 170, flex: 1 },
      {
        field: 'target',
        headerName: t('audit.columns.target'),
        minWidth: 150,
        flex: 1,
        valueGetter: (_, row) =>
          row.targetId ? `${row.targetType}:${row.targetId}` : row.targetType,
      },
      { field: 'summary', headerName: t('audit.columns.summary'), minWidth: 220, flex: 2 },
      { field: 'source', headerName: t('audit.columns.source'), width: 110 },
      { field: 'ip', headerName: t('audit.columns.ip'), width: 130 },
    ],
    [t],
  );

  const text = (name: (typeof AUDIT_FILTERS)[number]) => ({
    name,
    label: t(`audit.filters.${name}`),
  });

  return (
    <>
      <PageHeader
        title={t('route.audit')}
        subtitle={t('audit.intro')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              onClick={() => void download()}
            >
              {t('audit.export')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<VerifiedOutlined />}
              disabled={verify.isPending}
              onClick={() => {
                verify.mutate();
              }}
            >
              {t('audit.verify')}
            </Button>
          </>
        }
      />
      {verify.data && (
        <ChainCheckResult
          check={verify.data}
          onClose={() => {
            verify.reset();
          }}
        />
      )}
      <FilterBar
        values={list.state.filters}
        onApply={list.setFilters}
        fields={[
          text('operatorCode'),
          text('action'),
          text('targetType'),
          text('targetId'),
          text('source'),
          text('keyword'),
        ]}
        extra={(draft, set) => (
          <DateRangeField
            value={[draft.from, draft.to]}
            startLabel={t('audit.filters.from')}
            endLabel={t('audit.filters.to')}
            onChange={([from, to]) => {
              set('from', from);
              set('to', to);
            }}
          />
        )}
      />
      <ServerGrid
        label={t('audit.label')}
        columns={columns}
        rows={entries.data?.rows ?? []}
        total={entries.data?.total}
        loading={entries.isFetching}
        getRowId={(row) => row.sequence}
        list={list}
        onRowClick={setOpen}
      />
      <AuditEntryDrawer
        entry={open}
        onClose={() => {
          setOpen(undefined);
        }}
      />
    </>
  );
}
