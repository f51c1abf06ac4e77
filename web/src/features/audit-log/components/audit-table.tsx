import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ResponsiveTable, type TableColumn } from '@/components/responsive-table';
import type { AuditRow } from '@/features/audit-log/api/get-audit-log';
import { formatDateTime } from '@/lib/format';

interface AuditTableProps {
  rows: readonly AuditRow[];
  kindName: (code: string) => string;
}

/** The entries: a table on a wide screen, a card each below 992 px. */
export function AuditTable({ rows, kindName }: AuditTableProps) {
  const { t } = useTranslation();
  const what: TableColumn<AuditRow> = {
    key: 'text',
    header: t('auditLog.columns.text'),
    cell: (row) => (
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {row.text}
      </Typography>
    ),
  };
  const columns: TableColumn<AuditRow>[] = [
    {
      key: 'at',
      header: t('auditLog.columns.at'),
      cell: (row) => formatDateTime(row.at),
      nowrap: true,
    },
    {
      key: 'actor',
      header: t('auditLog.columns.actor'),
      cell: (row) => (
        <Stack component="span">
          <span>
            {row.actorType === 'operator'
              ? t('auditLog.operator', { name: row.actorName })
              : row.actorName}
          </span>
          {row.actorMobile && (
            <Typography component="span" variant="caption" color="text.secondary">
              {row.actorMobile}
            </Typography>
          )}
        </Stack>
      ),
    },
    { key: 'kind', header: t('auditLog.columns.kind'), cell: (row) => kindName(row.kind) },
    {
      key: 'subject',
      header: t('auditLog.columns.subject'),
      cell: (row) => row.subjectName || row.subjectCode,
    },
  ];

  return (
    <ResponsiveTable
      label={t('auditLog.list.label')}
      rows={rows}
      rowKey={(row) => String(row.id)}
      title={what}
      columns={columns}
      rowTestId="audit-row"
      minWidth={760}
    />
  );
}
