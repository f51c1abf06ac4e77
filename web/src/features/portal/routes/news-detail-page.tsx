import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';

import { LoadError } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { type ArticleLink, useArticleInfo } from '@/features/portal/api/get-article-info';
import { ArticleHtml } from '@/features/portal/components/article-html';
import { newsDetailPath, parseNewsId } from '@/features/portal/news-path';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

const LIST_PATH = paths.newsList;

/** The neighbouring article, or one sentence saying there is none ("No next article"). */
function Neighbour({
  label,
  none,
  link,
}: {
  label: string;
  none: string;
  link: ArticleLink | null;
}) {
  if (!link) {
    return (
      <Typography variant="body2" color="text.secondary">
        {none}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {label}
      </Box>
      <Link component={RouterLink} to={newsDetailPath(link.id, link.title)} underline="hover">
        {link.title}
      </Link>
    </Typography>
  );
}

function Article({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: article, error, isPending, refetch } = useArticleInfo(id);

  // The browser tab names the article rather than the generic 'news detail'.
  useEffect(() => {
    if (article) document.title = `${article.title} - ${t('app.name')}`;
  }, [article, t]);

  if (isPending) return <LoadingState label={t('portal.news.loading')} />;
  if (error) {
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        back={{ to: LIST_PATH, label: t('portal.news.backToList') }}
      />
    );
  }
  return (
    <Box component="article">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {article.title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
        <Chip label={article.categoryName} size="small" variant="outlined" />
        <Typography variant="body2" color="text.secondary">
          <time dateTime={article.publishedAt}>
            {t('portal.news.publishedOn', { date: formatDate(article.publishedAt) })}
          </time>
        </Typography>
      </Stack>
      <ArticleHtml html={article.content} />
      <Divider sx={{ my: 4 }} />
      <Stack component="nav" spacing={1} aria-label={t('route.newsDetail')}>
        <Neighbour
          label={t('portal.news.previous')}
          none={t('portal.news.noPrevious')}
          link={article.prev}
        />
        <Neighbour
          label={t('portal.news.next')}
          none={t('portal.news.noNext')}
          link={article.next}
        />
      </Stack>
    </Box>
  );
}

/** `/index/news/detail/{id}/{name}`: the article by its id; the name is for people. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const id = parseNewsId(useParams().id);
  if (id === undefined) return <Navigate to={paths.notFound} replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        component={RouterLink}
        to={LIST_PATH}
        startIcon={<ArrowBackOutlined />}
        sx={{ mb: 2 }}
      >
        {t('portal.news.backToList')}
      </Button>
      <Article key={id} id={id} />
    </Container>
  );
}
