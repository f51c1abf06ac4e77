import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { isApiError } from '@/lib/api-error';

/** What a list page's query gives (TanStack Query's result has these). */
interface ListQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface ListResultsProps<T> {
  query: ListQuery<T>;
  isEmpty: (data: T) => boolean;
  total: (data: T) => number;
  texts: { loading: string; empty: string; total: (count: number) => string };
  /** The rows of a page that has some, under the total. */
  children: (data: T) => ReactNode;
}

/**
 * A list page's results: loading, the server's refusal with a retry, "nothing here", or the
 * total announced (role status) above the rows.
 */
export function ListResults<T>({ query, isEmpty, total, texts, children }: ListResultsProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.error || query.data === undefined) {
    return (
      <ErrorState
        message={isApiError(query.error) ? query.error.msg : t('errors.requestFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {texts.empty}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined">
      <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, pt: 1.5 }}>
        {texts.total(total(query.data))}
      </Typography>
      {children(query.data)}
    </Paper>
  );
}
