import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table';
import { useEndCompanySession } from '@/features/account/api/end-company-session';
import {
  type CompanySessionRow,
  useCompanySessions,
} from '@/features/account/api/get-company-sessions';
import { DeviceCell, PlaceCell } from '@/features/account/components/session-cells';
import { errorMessage } from '@/features/account/error-message';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { formatDateTime } from '@/lib/format';

interface CompanySessionListProps {
  identityKey: string;
}

/** The company administrator's view: the employees' active sessions here, each can be ended. */
export function CompanySessionList({ identityKey }: CompanySessionListProps) {
  const { t, i18n } = useTranslation();
  const sessions = useCompanySessions(identityKey);
  const end = useEndCompanySession(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();

  if (sessions.isPending) return <LoadingState label={t('account.sessions.loading')} />;
  if (sessions.isError) {
    return (
      <ErrorState message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
    );
  }
  const columns: TableColumn<CompanySessionRow>[] = [
    {
      key: 'device',
      header: t('account.sessions.device'),
      cell: (row) => <DeviceCell row={row} t={t} />,
    },
    {
      key: 'place',
      header: t('account.sessions.place'),
      cell: (row) => <PlaceCell row={row} t={t} language={i18n.language} />,
    },
    {
      key: 'active',
      header: t('account.sessions.lastActive'),
      cell: (row) => formatDateTime(row.lastActiveAt),
      nowrap: true,
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('account.sessions.companyHint')}
      </Typography>
      <ResponsiveTable
        label={t('account.sessions.companyTable')}
        rows={sessions.data}
        rowKey={(row) => row.sessionKey}
        rowTestId="company-session-row"
        title={{
          key: 'name',
          header: t('account.sessions.employee'),
          cell: (row) => row.name || row.employeeCode,
        }}
        columns={columns}
        actions={{
          header: t('account.sessions.actions'),
          cell: (row) =>
            row.current ? null : (
              <Button
                size="small"
                disabled={running}
                aria-label={t('account.sessions.endOf', { name: row.name || row.employeeCode })}
                onClick={() => {
                  void confirmAndRun(() => end.mutateAsync(row.sessionKey), {
                    text: t('account.sessions.endOfConfirm', {
                      name: row.name || row.employeeCode,
                    }),
                    successMessage: t('account.sessions.ended'),
                  });
                }}
              >
                {t('account.sessions.end')}
              </Button>
            ),
        }}
        outlined
      />
    </Stack>
  );
}
