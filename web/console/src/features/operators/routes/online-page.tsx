import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageHeader } from '@console/components/page-header';
import { SectionCard } from '@console/components/section-card';
import { useOnline } from '@console/features/operators/api/list-online';
import { SessionTable } from '@console/features/operators/components/session-table';
import { errorMessage } from '@console/lib/error-message';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';

/** Who is signed in now, each with their live sessions; a click opens the operator. */
export default function OnlinePage() {
  const { t } = useTranslation();
  const online = useOnline();

  let body;
  if (online.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (online.isError) {
    body = (
      <ErrorState message={errorMessage(online.error)} onRetry={() => void online.refetch()} />
    );
  } else if (online.data.length === 0) {
    body = <Typography color="text.secondary">{t('operators.online.empty')}</Typography>;
  } else {
    body = (
      <Stack spacing={2}>
        {online.data.map((row) => (
          <SectionCard
            key={row.operatorCode}
            title={`${row.name} · ${row.username}`}
            intro={`${t('operators.online.sessions')}: ${row.sessions.length}`}
            action={
              <Link component={RouterLink} to={`/operators/list/${row.operatorCode}`}>
                {t('list.view')}
              </Link>
            }
          >
            <SessionTable sessions={row.sessions} />
          </SectionCard>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('route.online')}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshOutlined />}
            onClick={() => void online.refetch()}
          >
            {t('list.refresh')}
          </Button>
        }
      />
      {body}
    </>
  );
}
