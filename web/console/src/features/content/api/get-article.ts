import { queryOptions, useQuery } from '@tanstack/react-query';

import { ARTICLES_KEY } from '@console/features/content/api/list-articles';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ArticleDetail = Schema<'ArticleDetail'>;

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<ArticleDetail>('/ops/article/detail', { body: { id }, signal }),
  });

/** One article: its sources as written and the cleaned HTML readers get. */
export function useArticle(id: number, enabled = true) {
  return useQuery({ ...articleQueryOptions(id), enabled });
}
