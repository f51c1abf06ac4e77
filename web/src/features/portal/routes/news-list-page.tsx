import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useArticleList } from '@/features/portal/api/get-article-list';
import { NewsListItem } from '@/features/portal/components/news-list-item';
import { PageBanner } from '@/features/portal/components/page-banner';
import { SearchBox } from '@/features/portal/components/search-box';
import { isApiError } from '@/lib/api-error';

const PAGE_SIZE = 10;
const ALL = '';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The news list: categories as tabs, keyword search, pages; all of it in the URL. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  const keyword = params.get('keyword') ?? '';
  const page = pageOf(params.get('page'));
  const { data, error, isPending, refetch } = useArticleList({
    pageNum: page,
    pageSize: PAGE_SIZE,
    category: category || undefined,
    keyword: keyword || undefined,
  });

  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === 1) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  const categories = data?.categories ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageBanner title={t('route.news')} subtitle={t('portal.news.subtitle')} />
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Box sx={{ maxWidth: 560 }}>
            <SearchBox
              value={keyword}
              onSearch={(next) => {
                update({ keyword: next, page: 1 });
              }}
              label={t('portal.news.searchLabel')}
              placeholder={t('portal.news.searchPlaceholder')}
              submitLabel={t('portal.news.search')}
              clearLabel={t('portal.news.clearSearch')}
            />
          </Box>
          <Tabs
            value={categories.some(({ code }) => code === category) ? category : ALL}
            onChange={(_, value: string) => {
              update({ category: value, page: 1 });
            }}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('portal.news.categories')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value={ALL} label={t('portal.news.allCategories')} />
            {categories.map(({ code, name }) => (
              <Tab key={code} value={code} label={name} />
            ))}
          </Tabs>
          {isPending ? (
            <LoadingState label={t('portal.news.loading')} />
          ) : error ? (
            <ErrorState
              message={isApiError(error) ? error.msg : t('errors.requestFailed')}
              onRetry={() => void refetch()}
            />
          ) : data.list.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {t('portal.news.empty')}
            </Typography>
          ) : (
            <Box>
              <Typography variant="body2" color="text.secondary" role="status">
                {t('portal.news.total', { count: data.total })}
              </Typography>
              {data.list.map((article) => (
                <NewsListItem key={article.id} article={article} heading="h2" />
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              color="primary"
              aria-label={t('portal.news.pages')}
              onChange={(_, next) => {
                update({ page: next });
              }}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
