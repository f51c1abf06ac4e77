import type { ArticleDetail } from '@console/features/content/api/get-article';
import { apiRequest } from '@/lib/api-client';

/** Publish now or from `publishAt` on (scheduled); back to a draft; delete for good. */
export type ArticleAction = 'publish' | 'unpublish' | 'delete';

export interface ArticleActionInput {
  id: number;
  /** For `publish`: a later time schedules the article (ISO 8601 with its offset). */
  publishAt?: string | null;
}

export function runArticleAction(
  action: ArticleAction,
  input: ArticleActionInput,
): Promise<ArticleDetail | null> {
  return apiRequest<ArticleDetail | null>(`/ops/article/${action}`, { body: input, loading: true });
}
