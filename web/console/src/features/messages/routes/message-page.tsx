import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import { type SentRow, useSent } from '@console/features/messages/api/list-sent';
import { SendMessageDialog } from '@console/features/messages/components/send-message-dialog';
import { useListState } from '@console/lib/list-state';
import { useHoldsAny } from '@console/lib/operator';
import { formatDateTime } from '@/lib/format';

const NO_FILTERS = [] as const;

/** In-site messages: send one to a company, a company role or every company; what was sent. */
export default function MessagePage() {
  const { t } = useTranslation();
  const canSend = useHoldsAny('content_editor', 'ops_admin');
  const [sending, setSending] = useState(false);
  const list = useListState(NO_FILTERS);
  const sent = useSent(list.state.page, list.state.pageSize);

  const columns = useMemo(
    (): GridColDef<SentRow>[] => [
      { field: 'title', headerName: t('messages.columns.title'), minWidth: 220, flex: 1 },
      {
        field: 'audience',
        headerName: t('messages.columns.audience'),
        width: 200,
        valueGetter: (_, row) =>
          row.audience === 'role'
            ? `${t('messages.audience.role')} · ${t(`messages.roles.${row.target}`, { defaultValue: row.target })}`
            : row.audience === 'company'
              ? `${t('messages.audience.company')} · ${row.target}`
              : t('messages.audience.all'),
      },
      { field: 'recipients', headerName: t('messages.columns.recipients'), width: 110 },
      { field: 'sentByName', headerName: t('messages.columns.sentBy'), width: 120 },
      {
        field: 'sentAt',
        headerName: t('messages.columns.sentAt'),
        width: 180,
        valueGetter: (_, row) => formatDateTime(row.sentAt),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('route.messages')}
        subtitle={t('messages.intro')}
        actions={
          canSend && (
            <Button
              variant="contained"
              startIcon={<SendOutlined />}
              onClick={() => {
                setSending(true);
              }}
            >
              {t('messages.send.open')}
            </Button>
          )
        }
      />
      <ServerGrid
        label={t('messages.listLabel')}
        columns={columns}
        rows={sent.data?.rows ?? []}
        total={sent.data?.total}
        loading={sent.isFetching}
        getRowId={(row) => row.id}
        list={list}
      />
      {sending && (
        <SendMessageDialog
          onClose={() => {
            setSending(false);
          }}
        />
      )}
    </>
  );
}
