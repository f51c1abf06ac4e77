import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table';
import { type SignInRow, useSignInHistory } from '@/features/account/api/get-sign-in-history';
import { errorMessage } from '@/features/account/error-message';
import { formatDateTime } from '@/lib/format';

export const HISTORY_PAGE_SIZE = 10;

// How auth's login log names the way in and the outcome; an unknown one is shown as it is.
const METHODS = [
  'password',
  'sms',
  'email_code',
  'password_change',
  'password_reset',
  'register',
  'session_end',
  'sessions_end',
] as const;
const RESULTS = [
  'success',
  'ip_check',
  'change_password',
  'registration',
  'refused',
  'wrong_credentials',
  'locked',
  'captcha_failed',
  'wrong_code',
  'ticket_invalid',
  'no_company',
  'by_administrator',
] as const;
type Method = (typeof METHODS)[number];
type Result = (typeof RESULTS)[number];

const isMethod = (value: string): value is Method => (METHODS as readonly string[]).includes(value);
const isResult = (value: string): value is Result => (RESULTS as readonly string[]).includes(value);

// A step still to take after a right password (e-mail check, new password) is no refusal, nor
// is a session the company's administrator ended.
function resultColour(result: string): 'success' | 'default' | 'error' {
  if (result === 'success') return 'success';
  const steps = ['ip_check', 'change_password', 'registration', 'by_administrator'];
  return steps.includes(result) ? 'default' : 'error';
}

interface SignInHistoryProps {
  identityKey: string;
  page: number;
  onPage: (page: number) => void;
}

/** The user's sign-ins, newest first, a page at a time (the page is in the URL). */
export function SignInHistory({ identityKey, page, onPage }: SignInHistoryProps) {
  const { t } = useTranslation();
  const history = useSignInHistory(identityKey, { pageNum: page, pageSize: HISTORY_PAGE_SIZE });

  if (history.isPending) return <LoadingState label={t('account.history.loading')} />;
  if (history.isError) {
    return (
      <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
    );
  }
  const { total, rows } = history.data;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const method = (value: string) =>
    isMethod(value) ? t(`account.history.methods.${value}`) : value;
  const result = (value: string) =>
    isResult(value) ? t(`account.history.results.${value}`) : value;
  const columns: TableColumn<SignInRow>[] = [
    { key: 'ip', header: t('account.history.ip'), cell: (row) => row.ip },
    { key: 'device', header: t('account.history.device'), cell: (row) => row.device },
    { key: 'method', header: t('account.history.method'), cell: (row) => method(row.method) },
    {
      key: 'result',
      header: t('account.history.result'),
      cell: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={resultColour(row.result)}
          label={result(row.result)}
        />
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('account.history.total', { count: total })}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('account.history.empty')}
        </Typography>
      ) : (
        <ResponsiveTable
          label={t('account.history.table')}
          rows={rows.map((row, index) => ({ ...row, key: `${row.at}-${String(index)}` }))}
          rowKey={(row) => row.key}
          title={{
            key: 'at',
            header: t('account.history.at'),
            cell: (row) => formatDateTime(row.at),
            nowrap: true,
          }}
          columns={columns}
          outlined
        />
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          color="primary"
          aria-label={t('account.history.pages')}
          onChange={(_, next) => {
            onPage(next);
          }}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
