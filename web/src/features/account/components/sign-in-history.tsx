import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
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
] as const;
type Method = (typeof METHODS)[number];
type Result = (typeof RESULTS)[number];

const isMethod = (value: string): value is Method => (METHODS as readonly string[]).includes(value);
const isResult = (value: string): value is Result => (RESULTS as readonly string[]).includes(value);

// A step still to take after a right password (e-mail check, new password) is no refusal.
function resultColour(result: string): 'success' | 'default' | 'error' {
  if (result === 'success') return 'success';
  return ['ip_check', 'change_password', 'registration'].includes(result) ? 'default' : 'error';
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
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('account.history.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('account.history.at')}</TableCell>
                <TableCell>{t('account.history.ip')}</TableCell>
                <TableCell>{t('account.history.device')}</TableCell>
                <TableCell>{t('account.history.method')}</TableCell>
                <TableCell>{t('account.history.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row: SignInRow, index) => (
                <TableRow key={`${row.at}-${String(index)}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</TableCell>
                  <TableCell>{row.ip}</TableCell>
                  <TableCell>{row.device}</TableCell>
                  <TableCell>{method(row.method)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={resultColour(row.result)}
                      label={result(row.result)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
