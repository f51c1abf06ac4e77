import type { ArticleDetail } from '@console/features/content/api/get-article';
import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

export type ArticleWrite = Schema<'ArticleWrite'>;

/** A new draft (no id) or new texts for an article (a published one shows them at once). */
export function saveArticle(body: ArticleWrite, id?: number): Promise<ArticleDetail> {
  return id === undefined
    ? apiRequest<ArticleDetail>('/ops/article/create', { body, loading: true })
    : apiRequest<ArticleDetail>('/ops/article/update', { body: { ...body, id }, loading: true });
}
