import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export interface ArticleSummary {
  id: number;
  title: string;
  category: string;
  categoryName: string;
  summary: string;
  coverFileToken: string | null;
  /** ISO 8601. */
  publishedAt: string;
}

export interface NewsCategory {
  code: string;
  name: string;
}

export interface ArticlePage {
  total: number;
  list: ArticleSummary[];
  /** The category tabs come with every page. */
  categories: NewsCategory[];
}

export interface ArticleListParams {
  pageNum: number;
  pageSize: number;
  category?: string;
  keyword?: string;
}

export function getArticleList(params: ArticleListParams, signal?: AbortSignal) {
  return apiRequest<ArticlePage>('manage/article/getArticleList', { body: params, signal });
}

export const articleListQueryOptions = (params: ArticleListParams) =>
  queryOptions({
    queryKey: ['portal', 'articles', params],
    queryFn: ({ signal }) => getArticleList(params, signal),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useArticleList(params: ArticleListParams) {
  return useQuery(articleListQueryOptions(params));
}
