import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useLatestAffiches } from '@/features/portal/api/get-affiche-list';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { afficheDetailPath, paths } from '@/lib/paths';

const LATEST_COUNT = 5;

/**
 * The newest announcements. `affiche/list` needs a signed-in user, so the home page shows this
 * block only then; each links to its page in the message centre.
 */
export function HomeAnnouncements() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useLatestAffiches(LATEST_COUNT, true);

  return (
    <Box component="section" aria-labelledby="home-announcements" data-testid="home-announcements">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="home-announcements" variant="h5" component="h2">
          {t('portal.announcements')}
        </Typography>
        <Button component={RouterLink} to={paths.afficheList} endIcon={<ArrowForwardOutlined />}>
          {t('portal.moreAnnouncements')}
        </Button>
      </Stack>
      {isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : error ? (
        isApiError(error) && error.handled ? null : (
          <ErrorState
            message={isApiError(error) ? error.msg : t('errors.requestFailed')}
            onRetry={() => void refetch()}
          />
        )
      ) : data.list.length === 0 ? (
        <Typography color="text.secondary">{t('portal.noAnnouncements')}</Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.list.map((affiche) => (
            <Stack
              component="li"
              key={affiche.id}
              spacing={0.5}
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {!affiche.read && (
                  <Chip label={t('portal.unreadAnnouncement')} size="small" color="error" />
                )}
                <Link
                  component={RouterLink}
                  to={afficheDetailPath(affiche.id)}
                  underline="hover"
                  color="text.primary"
                  sx={{ fontWeight: affiche.read ? 400 : 600 }}
                >
                  {affiche.title}
                </Link>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={affiche.publishedAt}>{formatDate(affiche.publishedAt)}</time>
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
