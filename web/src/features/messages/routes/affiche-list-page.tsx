import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useAffiches } from '@/features/messages/api/get-affiches';
import { AfficheRow } from '@/features/messages/components/affiche-row';
import { ListPagination } from '@/features/messages/components/list-pagination';
import { PageFrame } from '@/features/messages/components/page-frame';
import { PAGE_SIZE, useListParams } from '@/features/messages/list-params';
import { isApiError } from '@/lib/api-error';

/** Announcements (specification §2 affiche/list): newest first, paged, the page in the URL. */
export default function AfficheListPage() {
  const { t } = useTranslation();
  const { state, update, search } = useListParams();
  const { page } = state;
  const { data, error, isPending, refetch } = useAffiches({ pageNum: page, pageSize: PAGE_SIZE });

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const beyondLast = data !== undefined && data.total > 0 && page > pages;
  useEffect(() => {
    if (beyondLast) update({ page: pages }, true);
  }, [beyondLast, pages, update]);

  return (
    <PageFrame title={t('route.affiches')}>
      {isPending ? (
        <LoadingState label={t('messages.affiches.loading')} />
      ) : error ? (
        <ErrorState
          message={isApiError(error) && error.msg ? error.msg : t('errors.requestFailed')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('messages.affiches.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('route.affiches')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.list.map((affiche) => (
            <AfficheRow key={affiche.id} affiche={affiche} from={search} />
          ))}
        </Box>
      )}
      {data && data.total > 0 && (
        <ListPagination
          page={page}
          pages={pages}
          totalText={t('messages.affiches.total', { count: data.total })}
          label={t('messages.affiches.pages')}
          onChange={(next) => {
            update({ page: next });
          }}
        />
      )}
    </PageFrame>
  );
}
