import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table';
import { useEndOtherSessions } from '@/features/account/api/end-other-sessions';
import { useEndSession } from '@/features/account/api/end-session';
import { type SessionRow, useSessions } from '@/features/account/api/get-sessions';
import { DeviceCell, PlaceCell } from '@/features/account/components/session-cells';
import { errorMessage } from '@/features/account/error-message';
import { deviceLabel } from '@/features/account/session-labels';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { formatDateTime } from '@/lib/format';

interface SessionListProps {
  identityKey: string;
}

/** The user's active sessions, this one marked; sign out one of the others, or all of them. */
export function SessionList({ identityKey }: SessionListProps) {
  const { t, i18n } = useTranslation();
  const sessions = useSessions(identityKey);
  const endOne = useEndSession(identityKey);
  const endOthers = useEndOtherSessions(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();

  if (sessions.isPending) return <LoadingState label={t('account.sessions.loading')} />;
  if (sessions.isError) {
    return (
      <ErrorState message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
    );
  }
  const rows = sessions.data;
  const others = rows.filter((row) => !row.current).length;
  const columns: TableColumn<SessionRow>[] = [
    {
      key: 'place',
      header: t('account.sessions.place'),
      cell: (row) => <PlaceCell row={row} t={t} language={i18n.language} />,
    },
    {
      key: 'started',
      header: t('account.sessions.started'),
      cell: (row) => formatDateTime(row.startedAt),
      nowrap: true,
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary" role="status">
          {t('account.sessions.total', { count: rows.length })}
        </Typography>
        <Button
          variant="outlined"
          disabled={running || others === 0}
          onClick={() => {
            void confirmAndRun(() => endOthers.mutateAsync(), {
              text: t('account.sessions.endOthersConfirm', { count: others }),
              successMessage: (ended) => t('account.sessions.endedOthers', { count: ended.ended }),
            });
          }}
        >
          {t('account.sessions.endOthers')}
        </Button>
      </Stack>
      <ResponsiveTable
        label={t('account.sessions.table')}
        rows={rows}
        rowKey={(row) => row.sessionKey}
        rowTestId="session-row"
        title={{
          key: 'device',
          header: t('account.sessions.device'),
          cell: (row) => <DeviceCell row={row} t={t} />,
        }}
        columns={columns}
        actions={{
          header: t('account.sessions.actions'),
          cell: (row) =>
            row.current ? null : (
              <Button
                size="small"
                disabled={running}
                aria-label={t('account.sessions.endNamed', { device: deviceLabel(row, t) })}
                onClick={() => {
                  void confirmAndRun(() => endOne.mutateAsync(row.sessionKey), {
                    text: t('account.sessions.endConfirm', { device: deviceLabel(row, t) }),
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
