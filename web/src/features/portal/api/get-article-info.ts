import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ArticleSummary } from '@/features/portal/api/get-article-list';
import { apiRequest } from '@/lib/api-client';

export interface ArticleLink {
  id: number;
  title: string;
}

export interface Article extends ArticleSummary {
  /** HTML cleaned by the content service when it was written (nh3, a tag whitelist). */
  content: string;
  /** The older neighbour; null at the end. */
  prev: ArticleLink | null;
  /** The newer neighbour; null at the end. */
  next: ArticleLink | null;
}

export function getArticleInfo(id: number, signal?: AbortSignal): Promise<Article> {
  return apiRequest<Article>('manage/article/getArticleInfo', { body: { id }, signal });
}

export const articleInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['portal', 'article', id],
    queryFn: ({ signal }) => getArticleInfo(id, signal),
    staleTime: 5 * 60_000,
  });

export function useArticleInfo(id: number) {
  return useQuery(articleInfoQueryOptions(id));
}
