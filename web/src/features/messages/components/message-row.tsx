import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { MessageRow as Row } from '@/features/messages/api/get-messages';
import { messageTypeLabel } from '@/features/messages/message-type-label';
import { formatDateTime } from '@/lib/format';
import { messageDetailPath } from '@/lib/paths';

interface MessageRowProps {
  message: Row;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The list's query string, so the detail page leads back to the same page and filters. */
  from: string;
}

/** One message of the list: a check box for the bulk actions, unread marked, title links. */
export function MessageRow({ message, selected, onSelect, from }: MessageRowProps) {
  const { t } = useTranslation();
  const unread = message.readStatus === 0;

  return (
    <Box
      component="li"
      data-testid="message-row"
      data-unread={unread}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(event) => {
          onSelect(event.target.checked);
        }}
        slotProps={{ input: { 'aria-label': t('messages.list.select', { title: message.title }) } }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1, pt: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {unread && <Chip size="small" color="primary" label={t('messages.list.unreadTag')} />}
          <Link
            component={RouterLink}
            to={messageDetailPath(message.id)}
            state={{ from }}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}
          >
            {message.title}
          </Link>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {message.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {messageTypeLabel(t, message.type)}
          {' · '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Typography>
      </Box>
    </Box>
  );
}
