import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { ArticleSummary } from '@/features/portal/api/get-article-list';
import { newsDetailPath } from '@/features/portal/news-path';
import { formatDate } from '@/lib/format';

interface NewsListItemProps {
  article: ArticleSummary;
  /** Without the summary: the compact list on the home page. */
  dense?: boolean;
  /** The title's heading: h2 under the news page's title, h3 under a home section. */
  heading: 'h2' | 'h3';
}

export function NewsListItem({ article, heading, dense = false }: NewsListItemProps) {
  const { t } = useTranslation();
  const date = formatDate(article.publishedAt);

  return (
    <Stack
      component="article"
      data-testid="news-item"
      spacing={dense ? 0.5 : 1}
      sx={{ py: dense ? 1.5 : 2.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant={dense ? 'subtitle1' : 'h6'} component={heading}>
        <Link
          component={RouterLink}
          to={newsDetailPath(article.id, article.title)}
          underline="hover"
          color="text.primary"
        >
          {article.title}
        </Link>
      </Typography>
      {!dense && article.summary && (
        <Typography color="text.secondary" variant="body2">
          {article.summary}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Chip label={article.categoryName} size="small" variant="outlined" />
        <Typography variant="body2" color="text.secondary">
          <time dateTime={article.publishedAt}>{t('portal.news.publishedOn', { date })}</time>
        </Typography>
      </Stack>
    </Stack>
  );
}
