import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';

import { ErrorState, LoadError } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useAffiche } from '@/features/messages/api/get-affiche';
import { BackLink } from '@/features/messages/components/back-link';
import { MessageHtml } from '@/features/messages/components/message-html';
import { PageFrame } from '@/features/messages/components/page-frame';
import { backToList, idOf } from '@/features/messages/list-params';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

const LIST_PATH = paths.afficheList;

/** One announcement (specification §2 affiche/detail); opening it marks it read. */
export default function AfficheDetailPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const back = backToList(LIST_PATH, useLocation().state);
  const wayBack = { to: back, label: t('messages.affiches.back') };
  const { data, error, isPending, refetch } = useAffiche(id ?? 0, id !== undefined);

  let body;
  if (id === undefined) {
    body = <ErrorState message={t('messages.affiches.invalid')} back={wayBack} />;
  } else if (isPending) body = <LoadingState label={t('messages.affiches.loading')} />;
  else if (error) body = <LoadError error={error} onRetry={() => void refetch()} back={wayBack} />;
  else {
    body = (
      <article>
        <Typography variant="body2" color="text.secondary">
          {t('messages.affiches.publishedAt')}
          <time dateTime={data.publishedAt}>{formatDateTime(data.publishedAt)}</time>
        </Typography>
        <Divider sx={{ my: 2 }} />
        <MessageHtml html={data.content} />
      </article>
    );
  }

  return (
    <PageFrame title={data?.title ?? t('route.afficheDetail')} before={<BackLink {...wayBack} />}>
      {body}
    </PageFrame>
  );
}
