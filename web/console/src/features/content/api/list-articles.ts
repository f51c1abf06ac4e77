import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ArticleRow = Schema<'ArticleRow'>;
export type ArticleQuery = Schema<'ArticleConsoleQuery'>;
export type ArticleState = ArticleRow['state'];

export const ARTICLES_KEY = ['articles'] as const;

export const articlesQueryOptions = (query: ArticleQuery) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<Schema<'Page_ArticleRow_'>>('/ops/article/list', {
        body: query,
        signal,
        kind: 'list',
      }),
    placeholderData: keepPreviousData,
  });

/** Every article, drafts and scheduled ones too, by state, category and keyword. */
export function useArticles(query: ArticleQuery) {
  return useQuery(articlesQueryOptions(query));
}
