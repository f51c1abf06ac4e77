import { useTranslation } from 'react-i18next';

import { SimpleTable } from '@console/components/simple-table';
import type { Schema } from '@console/lib/api-types';
import { formatDateTime } from '@/lib/format';

export type SessionRow = Schema<'SessionRow'>;

/** An operator's live sessions: how they came in, since when, whether idle-locked. */
export function SessionTable({ sessions }: { sessions: readonly SessionRow[] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={t('operators.detail.sessions')}
      rows={sessions}
      rowKey={(row) => row.sessionIdHint}
      empty={t('operators.detail.noSessions')}
      columns={[
        { key: 'id', label: t('operators.session.id'), render: (row) => row.sessionIdHint },
        {
          key: 'via',
          label: t('operators.session.via'),
          render: (row) =>
            row.via === 'api-token' ? t('operators.via.api-token') : t('operators.via.console'),
        },
        {
          key: 'startedAt',
          label: t('operators.session.startedAt'),
          render: (row) => formatDateTime(row.startedAt),
        },
        {
          key: 'lastActiveAt',
          label: t('operators.session.lastActiveAt'),
          render: (row) => formatDateTime(row.lastActiveAt),
        },
        {
          key: 'endsAt',
          label: t('operators.session.endsAt'),
          render: (row) => formatDateTime(row.endsAt),
        },
        {
          key: 'state',
          label: t('operators.columns.status'),
          render: (row) =>
            row.locked ? t('operators.session.locked') : t('operators.session.active'),
        },
      ]}
    />
  );
}
