import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useArticleList } from '@/features/portal/api/get-article-list';
import { NewsListItem } from '@/features/portal/components/news-list-item';
import { isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';

const LATEST_COUNT = 5;

/** The home page's newest articles, with a link to the news list. */
export function LatestNews() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useArticleList({
    pageNum: 1,
    pageSize: LATEST_COUNT,
  });

  return (
    <Box component="section" aria-labelledby="home-latest-news">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="home-latest-news" variant="h5" component="h2">
          {t('portal.latestNews')}
        </Typography>
        <Button component={RouterLink} to={paths.newsList} endIcon={<ArrowForwardOutlined />}>
          {t('portal.moreNews')}
        </Button>
      </Stack>
      {isPending ? (
        <LoadingState label={t('portal.news.loading')} />
      ) : error ? (
        <ErrorState
          message={isApiError(error) ? error.msg : t('errors.requestFailed')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <Typography color="text.secondary">{t('portal.news.empty')}</Typography>
      ) : (
        data.list.map((article) => (
          <NewsListItem key={article.id} article={article} heading="h3" dense />
        ))
      )}
    </Box>
  );
}
