import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { FilterBar } from '@console/components/filter-bar';
import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import { type SignInRow, useSignIns } from '@console/features/operators/api/list-sign-ins';
import { methodText, resultText, SIGN_IN_RESULTS } from '@console/features/operators/sign-in-texts';
import { pageQuery, useListState } from '@console/lib/list-state';
import { formatDateTime } from '@/lib/format';

const FILTERS = ['operatorCode', 'result'] as const;

/** The console's login log, newest first: every attempt, refused ones included. */
export default function SignInLogPage() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const signIns = useSignIns({ ...pageQuery(list.state), ...list.state.filters });

  const columns = useMemo(
    (): GridColDef<SignInRow>[] => [
      {
        field: 'at',
        headerName: t('operators.signIn.at'),
        width: 170,
        valueGetter: (_, row) => formatDateTime(row.at),
      },
      { field: 'username', headerName: t('operators.signIn.username'), minWidth: 120, flex: 1 },
      { field: 'operatorCode', headerName: t('operators.signIn.operator'), width: 130 },
      {
        field: 'method',
        headerName: t('operators.signIn.method'),
        width: 120,
        valueGetter: (_, row) => methodText(row.method),
      },
      {
        field: 'result',
        headerName: t('operators.signIn.result'),
        width: 160,
        valueGetter: (_, row) => resultText(row.result),
      },
      { field: 'ip', headerName: t('operators.signIn.ip'), width: 140 },
      { field: 'userAgent', headerName: t('operators.signIn.userAgent'), minWidth: 200, flex: 2 },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('route.signIns')} />
      <FilterBar
        values={list.state.filters}
        onApply={list.setFilters}
        fields={[
          { name: 'operatorCode', label: t('operators.signIns.operatorCode') },
          {
            name: 'result',
            label: t('operators.signIns.result'),
            options: SIGN_IN_RESULTS.map((value) => ({ value, label: resultText(value) })),
          },
        ]}
      />
      <ServerGrid
        label={t('operators.signIns.label')}
        columns={columns}
        rows={signIns.data?.rows ?? []}
        total={signIns.data?.total}
        loading={signIns.isFetching}
        getRowId={(row) => row.id}
        list={list}
      />
    </>
  );
}
