import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useMessages } from '@/features/messages/api/get-messages';
import { ListPagination } from '@/features/messages/components/list-pagination';
import { MessageActions } from '@/features/messages/components/message-actions';
import { MessageFilters } from '@/features/messages/components/message-filters';
import { MessageRow } from '@/features/messages/components/message-row';
import { PageFrame } from '@/features/messages/components/page-frame';
import { PAGE_SIZE, useListParams } from '@/features/messages/list-params';
import { isApiError } from '@/lib/api-error';

/**
 * In-site messages (specification §2 message/list): unread first, filtered by read status and
 * type, paged; the page and filters live in the URL. Selected messages can be marked read or
 * deleted, and everything marked read.
 */
export default function MessageListPage() {
  const { t } = useTranslation();
  const { state, update, search } = useListParams();
  const { page, read, type } = state;
  const { data, error, isPending, refetch } = useMessages({
    pageNum: page,
    pageSize: PAGE_SIZE,
    readStatus: read === '' ? undefined : read === 'read' ? 1 : 0,
    type: type || undefined,
  });
  // The selection belongs to the page and filters it was made on.
  const [selection, setSelection] = useState({ search, ids: [] as number[] });
  const selected = selection.search === search ? selection.ids : [];
  const select = (ids: number[]) => {
    setSelection({ search, ids });
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // Deleting the last messages of the last page leaves it empty: show the page before.
  const beyondLast = data !== undefined && data.total > 0 && page > pages;
  useEffect(() => {
    if (beyondLast) update({ page: pages }, true);
  }, [beyondLast, pages, update]);

  const pageIds = data?.list.map(({ id }) => id) ?? [];
  const filtered = read !== '' || type !== '';

  return (
    <PageFrame title={t('route.messages')}>
      <MessageFilters read={read} type={type} onChange={update} />
      <MessageActions pageIds={pageIds} selected={selected} onSelect={select} type={type} />
      {isPending ? (
        <LoadingState label={t('messages.list.loading')} />
      ) : error ? (
        <ErrorState
          message={isApiError(error) && error.msg ? error.msg : t('errors.requestFailed')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t(filtered ? 'messages.list.emptyFiltered' : 'messages.list.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('route.messages')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.list.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              from={search}
              selected={selected.includes(message.id)}
              onSelect={(on) => {
                select(on ? [...selected, message.id] : selected.filter((id) => id !== message.id));
              }}
            />
          ))}
        </Box>
      )}
      {data && data.total > 0 && (
        <ListPagination
          page={page}
          pages={pages}
          totalText={t('messages.list.total', { count: data.total })}
          label={t('messages.list.pages')}
          onChange={(next) => {
            update({ page: next });
          }}
        />
      )}
    </PageFrame>
  );
}
