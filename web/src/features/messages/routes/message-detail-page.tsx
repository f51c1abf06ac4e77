import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

import { ErrorState, LoadError } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useDeleteMessages } from '@/features/messages/api/delete-messages';
import { useMessage } from '@/features/messages/api/get-message';
import { BackLink } from '@/features/messages/components/back-link';
import { MessageHtml } from '@/features/messages/components/message-html';
import { PageFrame } from '@/features/messages/components/page-frame';
import { backToList, idOf } from '@/features/messages/list-params';
import { messageTypeLabel } from '@/features/messages/message-type-label';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

const LIST_PATH = paths.messageList;

/**
 * One in-site message (specification §2 message/detail). Opening it marks it read, and the
 * header's bell drops at once; it can be deleted from here.
 */
export default function MessageDetailPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const back = backToList(LIST_PATH, location.state);
  const wayBack = { to: back, label: t('messages.detail.back') };
  const { data, error, isPending, refetch } = useMessage(id ?? 0, id !== undefined);
  const remove = useDeleteMessages();
  const { confirmAndRun, running } = useConfirmAndRun();

  const deleteIt = async () => {
    if (id === undefined) return;
    const outcome = await confirmAndRun(() => remove.mutateAsync([id]), {
      text: t('messages.actions.confirmDeleteOne'),
    });
    if (outcome.status === 'done') await navigate(back);
  };

  let body;
  if (id === undefined) {
    body = <ErrorState message={t('messages.detail.invalid')} back={wayBack} />;
  } else if (isPending) body = <LoadingState label={t('messages.detail.loading')} />;
  else if (error) body = <LoadError error={error} onRetry={() => void refetch()} back={wayBack} />;
  else {
    body = (
      <article>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <Typography variant="body2">
            {t('messages.detail.type', { type: messageTypeLabel(t, data.type) })}
          </Typography>
          <Typography variant="body2">
            {t('messages.detail.sentAt')}
            <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
          </Typography>
          <Button
            variant="outlined"
            color="error"
            size="small"
            startIcon={<DeleteOutlined />}
            disabled={running}
            onClick={() => void deleteIt()}
            sx={{ ml: 'auto' }}
          >
            {t('messages.actions.delete')}
          </Button>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <MessageHtml html={data.content} />
      </article>
    );
  }

  return (
    <PageFrame title={data?.title ?? t('route.messageDetail')} before={<BackLink {...wayBack} />}>
      {body}
    </PageFrame>
  );
}
