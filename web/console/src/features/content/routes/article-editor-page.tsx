import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { runArticleAction } from '@console/features/content/api/article-action';
import { type ArticleDetail, useArticle } from '@console/features/content/api/get-article';
import { saveArticle } from '@console/features/content/api/save-article';
import { ArticleSettings } from '@console/features/content/components/article-settings';
import {
  type EditorValues,
  optional,
  textsBody,
} from '@console/features/content/components/editor-values';
import { TextEditor } from '@console/features/content/components/text-editor';
import { useInvalidate } from '@console/features/content/use-invalidate';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';

const FIELDS = [
  'category',
  'title',
  'titleEn',
  'summary',
  'summaryEn',
  'content',
  'contentEn',
  'coverFileToken',
] as const;

function ArticleEditor({ article }: { article: ArticleDetail | undefined }) {
  const { t } = useTranslation();
  const canWrite = useHoldsAny('content_editor');
  const after = useInvalidate('articles');
  const save = (values: EditorValues) =>
    after(
      saveArticle(
        {
          ...textsBody(values),
          category: values.category,
          summary: optional(values.summary),
          summaryEn: optional(values.summaryEn),
          coverFileToken: optional(values.coverFileToken),
        },
        article?.id,
      ),
    );
  return (
    <TextEditor
      stored={article}
      canWrite={canWrite}
      newTitle={t('content.article.new')}
      save={save}
      calls={{
        publish: (id, publishAt) => after(runArticleAction('publish', { id, publishAt })),
        unpublish: (id) => after(runArticleAction('unpublish', { id })),
        remove: (id) => after(runArticleAction('delete', { id })),
      }}
      schedulable
      listPath="/content/articles"
      editPath={(id) => `/content/articles/${id}`}
      previewCall="/ops/article/preview"
      fields={FIELDS}
      settings={(control) => <ArticleSettings control={control} disabled={!canWrite} />}
      summary
      images
    />
  );
}

/** A new article (`/content/articles/new`) or an existing one, to write and publish. */
export default function ArticleEditorPage() {
  const { t } = useTranslation();
  const { articleId = 'new' } = useParams();
  const id = Number(articleId);
  const existing = articleId !== 'new';
  const article = useArticle(id, existing && Number.isInteger(id) && id > 0);

  if (!existing) return <ArticleEditor article={undefined} />;
  if (!Number.isInteger(id) || id <= 0)
    return <ErrorState message={t('content.editor.noSuchText')} />;
  if (article.isPending) return <LoadingState label={t('content.editor.loading')} />;
  if (article.isError) {
    return (
      <ErrorState message={errorMessage(article.error)} onRetry={() => void article.refetch()} />
    );
  }
  return <ArticleEditor key={article.data.id} article={article.data} />;
}
