import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useUnreadCount } from '@/features/shell/api/get-unread-count';
import type { Identity } from '@/lib/identity';
import { isApiError } from '@/lib/api-error';
import { notifyWarning } from '@/lib/notifications';
import { paths } from '@/lib/paths';

interface MessageBellProps {
  identity: Identity;
  compCode: string | undefined;
}

/** The bell with the unread badge (specification §2), refreshed every 60 s and on focus. */
export function MessageBell({ identity, compCode }: MessageBellProps) {
  const { t } = useTranslation();
  const { data: unread = 0, error } = useUnreadCount(identity.key, compCode);

  // Specification §8: a failed count says so, unless the client already dealt with it (the
  // login page, the idle dialog). The notifications do not repeat an identical message.
  useEffect(() => {
    if (error && !(isApiError(error) && error.handled)) notifyWarning(t('shell.unreadError'));
  }, [error, t]);

  const label = t('shell.messagesUnread', { count: unread });
  return (
    <Tooltip title={t('shell.messages')}>
      <IconButton
        component={RouterLink}
        to={paths.messageList}
        color="inherit"
        aria-label={label}
        data-testid="message-bell"
      >
        <Badge badgeContent={unread} max={99} color="error" data-testid="unread-badge">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
