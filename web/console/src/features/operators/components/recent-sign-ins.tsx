import { useTranslation } from 'react-i18next';

import { SimpleTable } from '@console/components/simple-table';
import type { SignInRow } from '@console/features/operators/api/list-sign-ins';
import { methodText, resultText } from '@console/features/operators/sign-in-texts';
import { formatDateTime } from '@/lib/format';

/** An operator's latest sign-in attempts, whatever their outcome. */
export function RecentSignIns({ rows }: { rows: readonly SignInRow[] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={t('operators.detail.recentSignIns')}
      rows={rows}
      rowKey={(row) => String(row.id)}
      empty={t('operators.detail.noSignIns')}
      columns={[
        { key: 'at', label: t('operators.signIn.at'), render: (row) => formatDateTime(row.at) },
        {
          key: 'method',
          label: t('operators.signIn.method'),
          render: (row) => methodText(row.method),
        },
        {
          key: 'result',
          label: t('operators.signIn.result'),
          render: (row) => resultText(row.result),
        },
        { key: 'ip', label: t('operators.signIn.ip'), render: (row) => row.ip },
        {
          key: 'userAgent',
          label: t('operators.signIn.userAgent'),
          render: (row) => row.userAgent,
        },
      ]}
    />
  );
}
