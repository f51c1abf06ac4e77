import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { runGuideAction } from '@console/features/content/api/guide-action';
import { type GuideDetail, useGuide } from '@console/features/content/api/get-guide';
import { saveGuide } from '@console/features/content/api/save-guide';
import { type EditorValues, textsBody } from '@console/features/content/components/editor-values';
import { GuideSettings } from '@console/features/content/components/guide-settings';
import { TextEditor } from '@console/features/content/components/text-editor';
import { useInvalidate } from '@console/features/content/use-invalidate';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';

const FIELDS = ['module', 'title', 'titleEn', 'content', 'contentEn'] as const;

function GuideEditor({ guide, module }: { guide: GuideDetail | undefined; module: string }) {
  const { t } = useTranslation();
  const canWrite = useHoldsAny('content_editor');
  const after = useInvalidate('guides');
  const save = (values: EditorValues) =>
    after(
      saveGuide(
        {
          ...textsBody(values),
          module: values.module,
          // Staying in its module keeps its place; moving places it last there.
          sort: guide && guide.module === values.module ? guide.sort : null,
        },
        guide?.id,
      ),
    );
  return (
    <TextEditor
      stored={guide}
      initial={{ module }}
      canWrite={canWrite}
      newTitle={t('content.guide.new')}
      save={save}
      calls={{
        publish: (id) => after(runGuideAction('publish', id)),
        unpublish: (id) => after(runGuideAction('unpublish', id)),
        remove: (id) => after(runGuideAction('delete', id)),
      }}
      schedulable={false}
      listPath={`/content/guides?module=${encodeURIComponent(guide?.module ?? module)}`}
      editPath={(id) => `/content/guides/${id}`}
      previewCall="/ops/article/preview"
      fields={FIELDS}
      settings={(control) => <GuideSettings control={control} disabled={!canWrite} />}
      images
    />
  );
}

/** A new guide (`/content/guides/new?module=`) or an existing one, to write and publish. */
export default function GuideEditorPage() {
  const { t } = useTranslation();
  const { guideId = 'new' } = useParams();
  const [params] = useSearchParams();
  const id = Number(guideId);
  const existing = guideId !== 'new';
  const guide = useGuide(id, existing && Number.isInteger(id) && id > 0);

  if (!existing) return <GuideEditor guide={undefined} module={params.get('module') ?? ''} />;
  if (!Number.isInteger(id) || id <= 0)
    return <ErrorState message={t('content.editor.noSuchText')} />;
  if (guide.isPending) return <LoadingState label={t('content.editor.loading')} />;
  if (guide.isError) {
    return <ErrorState message={errorMessage(guide.error)} onRetry={() => void guide.refetch()} />;
  }
  return <GuideEditor key={guide.data.id} guide={guide.data} module={guide.data.module} />;
}
