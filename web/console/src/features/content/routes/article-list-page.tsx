import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FilterBar } from '@console/components/filter-bar';
import { PageHeader } from '@console/components/page-header';
import { ServerGrid } from '@console/components/server-grid';
import {
  type ArticleQuery,
  type ArticleRow,
  useArticles,
} from '@console/features/content/api/list-articles';
import { useCategories } from '@console/features/content/api/list-categories';
import { StateChip } from '@console/features/content/components/state-chip';
import { pageQuery, useListState } from '@console/lib/list-state';
import { useHoldsAny } from '@console/lib/operator';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format';

const FILTERS = ['keyword', 'category', 'state'] as const;
const STATES = ['draft', 'scheduled', 'published'] as const;
const SORTABLE = ['updatedAt', 'publishedAt', 'title'] as const;
const DEFAULT_SORT = { field: 'updatedAt', descending: true };

/** The news: every article with its state; filters by keyword, category and state. */
export default function ArticleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const canWrite = useHoldsAny('content_editor');
  const categories = useCategories();
  const list = useListState(FILTERS, DEFAULT_SORT);
  const { keyword, category, state } = list.state.filters;
  const query: ArticleQuery = {
    ...pageQuery(list.state),
    keyword: keyword || null,
    category: category || null,
    state: STATES.find((candidate) => candidate === state) ?? null,
    sortBy: SORTABLE.find((field) => field === list.state.sort?.field) ?? 'updatedAt',
    descending: list.state.sort?.descending ?? true,
  };
  const articles = useArticles(query);

  const columns = useMemo(
    (): GridColDef<ArticleRow>[] => [
      {
        field: 'title',
        headerName: t('content.columns.title'),
        minWidth: 240,
        flex: 1,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/content/articles/${row.id}`}>
            {language === 'en' && row.titleEn ? row.titleEn : row.title}
          </Link>
        ),
      },
      {
        field: 'categoryName',
        headerName: t('content.columns.category'),
        width: 130,
        sortable: false,
      },
      {
        field: 'state',
        headerName: t('content.columns.state'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <StateChip state={row.state} />,
      },
      {
        field: 'publishedAt',
        headerName: t('content.columns.publishedAt'),
        width: 180,
        valueGetter: (_, row) => formatDateTime(row.publishedAt),
      },
      {
        field: 'updatedAt',
        headerName: t('content.columns.updatedAt'),
        width: 180,
        valueGetter: (_, row) => formatDateTime(row.updatedAt),
      },
    ],
    [t, language],
  );

  return (
    <>
      <PageHeader
        title={t('route.articles')}
        actions={
          canWrite && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              component={RouterLink}
              to="/content/articles/new"
            >
              {t('content.article.new')}
            </Button>
          )
        }
      />
      <FilterBar
        values={list.state.filters}
        onApply={list.setFilters}
        fields={[
          { name: 'keyword', label: t('content.list.keyword'), width: 220 },
          {
            name: 'category',
            label: t('content.columns.category'),
            width: 160,
            options: (categories.data ?? []).map((item) => ({
              value: item.code,
              label: language === 'en' ? item.nameEn : item.name,
            })),
          },
          {
            name: 'state',
            label: t('content.columns.state'),
            width: 140,
            options: STATES.map((value) => ({ value, label: t(`content.state.${value}`) })),
          },
        ]}
      />
      <ServerGrid
        label={t('content.article.listLabel')}
        columns={columns}
        rows={articles.data?.rows ?? []}
        total={articles.data?.total}
        loading={articles.isFetching}
        getRowId={(row) => row.id}
        list={list}
        sortable
        onRowClick={(row) => void navigate(`/content/articles/${row.id}`)}
      />
    </>
  );
}
