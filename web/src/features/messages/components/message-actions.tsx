import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useDeleteMessages } from '@/features/messages/api/delete-messages';
import { useMarkAllRead } from '@/features/messages/api/mark-all-read';
import { useMarkRead } from '@/features/messages/api/mark-read';
import { messageTypeLabel } from '@/features/messages/message-type-label';
import type { MessageType } from '@/features/messages/message-types';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

interface MessageActionsProps {
  /** The ids on this page, and those of them selected. */
  pageIds: number[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** The type filter: 'mark all read' then marks only that type. */
  type: MessageType | '';
}

/**
 * The list's update calls, each confirmed first (specification §8): mark the selected
 * messages read, delete them, or mark everything (of the filtered type) read.
 */
export function MessageActions(props: MessageActionsProps) {
  const { pageIds, selected, onSelect, type } = props;
  const { t } = useTranslation();
  const { confirmAndRun, running } = useConfirmAndRun();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteMessages();
  const count = selected.length;
  const all = pageIds.length > 0 && count === pageIds.length;

  const readSelected = async () => {
    const outcome = await confirmAndRun(() => markRead.mutateAsync(selected), {
      text: t('messages.actions.confirmMarkRead', { count }),
    });
    if (outcome.status === 'done') onSelect([]);
  };
  const deleteSelected = async () => {
    const outcome = await confirmAndRun(() => remove.mutateAsync(selected), {
      text: t('messages.actions.confirmDelete', { count }),
    });
    if (outcome.status === 'done') onSelect([]);
  };
  const readAll = () =>
    confirmAndRun(() => markAllRead.mutateAsync(type || undefined), {
      text: type
        ? t('messages.actions.confirmMarkAllReadOfType', { type: messageTypeLabel(t, type) })
        : t('messages.actions.confirmMarkAllRead'),
    });

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}
    >
      <FormControlLabel
        label={t('messages.list.selectPage')}
        sx={{ mr: 1, '& .MuiFormControlLabel-label': { typography: 'body2' } }}
        control={
          <Checkbox
            checked={all}
            indeterminate={count > 0 && !all}
            disabled={pageIds.length === 0}
            onChange={(event) => {
              onSelect(event.target.checked ? pageIds : []);
            }}
          />
        }
      />
      {count > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('messages.list.selected', { count })}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<DraftsOutlined />}
        disabled={count === 0 || running}
        onClick={() => void readSelected()}
      >
        {t('messages.actions.markRead')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined />}
        disabled={count === 0 || running}
        onClick={() => void deleteSelected()}
      >
        {t('messages.actions.delete')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DoneAllOutlined />}
        disabled={running}
        onClick={() => void readAll()}
        sx={{ ml: { sm: 'auto' } }}
      >
        {t('messages.actions.markAllRead')}
      </Button>
    </Stack>
  );
}
