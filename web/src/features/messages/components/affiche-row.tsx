import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { AfficheRow as Row } from '@/features/messages/api/get-affiches';
import { formatDateTime } from '@/lib/format';
import { afficheDetailPath } from '@/lib/paths';

/** One announcement of the list: unread marked, title links to it, publication time. */
export function AfficheRow({ affiche, from }: { affiche: Row; from: string }) {
  const { t } = useTranslation();

  return (
    <Box
      component="li"
      data-testid="affiche-row"
      data-unread={!affiche.read}
      sx={{ py: 1.5, px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        {!affiche.read && (
          <Chip size="small" color="primary" label={t('messages.affiches.unreadTag')} />
        )}
        <Link
          component={RouterLink}
          to={afficheDetailPath(affiche.id)}
          state={{ from }}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: affiche.read ? 400 : 600, overflowWrap: 'anywhere' }}
        >
          {affiche.title}
        </Link>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {affiche.summary}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('messages.affiches.publishedAt')}
        <time dateTime={affiche.publishedAt}>{formatDateTime(affiche.publishedAt)}</time>
      </Typography>
    </Box>
  );
}
