import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ListResults } from '@/components/list-results';
import { exportAuditLog } from '@/features/audit-log/api/export-audit-log';
import { useAuditKinds } from '@/features/audit-log/api/get-audit-kinds';
import { useAuditLog } from '@/features/audit-log/api/get-audit-log';
import { usePeople } from '@/features/audit-log/api/get-people';
import {
  PAGE_SIZE,
  readFilters,
  toFilterQuery,
  toQuery,
  writeFilters,
} from '@/features/audit-log/audit-search';
import { AuditFilters } from '@/features/audit-log/components/audit-filters';
import { AuditTable } from '@/features/audit-log/components/audit-table';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notifications';
import { usePortalSession } from '@/lib/portal-session';
import { saveFile } from '@/lib/save-file';

/** The company audit log (administrators): filtered and paged in the URL, exported as CSV. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const session = usePortalSession();
  const [params, setParams] = useSearchParams();
  const state = readFilters(params);
  const { page, ...filters } = state;
  const { data, error, isPending, refetch } = useAuditLog(session.identityKey, toQuery(state));
  const kinds = useAuditKinds(session.identityKey, i18n.language);
  const people = usePeople(session.identityKey);
  const [exporting, setExporting] = useState(false);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const kindName = (code: string) => kinds.data?.find((kind) => kind.code === code)?.text ?? code;

  const download = async () => {
    setExporting(true);
    try {
      const blob = await exportAuditLog(toFilterQuery(filters));
      saveFile(blob, t('auditLog.exportFile', { at: dayjs().format('YYYYMMDD-HHmmss') }));
    } catch (failure) {
      if (!(isApiError(failure) && failure.handled)) {
        notifyError(isApiError(failure) ? failure.msg : t('errors.requestFailed'));
      }
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Box>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('route.auditLog')}
            </Typography>
            <Typography color="text.secondary">{t('auditLog.intro')}</Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            disabled={exporting}
            onClick={() => void download()}
          >
            {t('auditLog.export')}
          </Button>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <AuditFilters
            key={params.toString()}
            value={filters}
            people={people.data}
            kinds={kinds.data}
            onSearch={(next) => {
              setParams(writeFilters(next));
            }}
          />
        </Paper>
        <ListResults
          query={{ data, error, isPending, refetch }}
          isEmpty={(result) => result.rows.length === 0}
          total={(result) => result.total}
          texts={{
            loading: t('auditLog.list.loading'),
            empty: t('auditLog.list.empty'),
            total: (count) => t('auditLog.list.total', { count }),
          }}
        >
          {(result) => <AuditTable rows={result.rows} kindName={kindName} />}
        </ListResults>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            color="primary"
            aria-label={t('auditLog.list.pages')}
            onChange={(_, next) => {
              setParams(writeFilters(filters, next));
            }}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
    </Box>
  );
}
