import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { runAfficheAction } from '@console/features/content/api/affiche-action';
import { type AfficheDetail, useAffiche } from '@console/features/content/api/get-affiche';
import { saveAffiche } from '@console/features/content/api/save-affiche';
import { AfficheReceipts } from '@console/features/content/components/affiche-receipts';
import { type EditorValues, textsBody } from '@console/features/content/components/editor-values';
import { TextEditor } from '@console/features/content/components/text-editor';
import { useInvalidate } from '@console/features/content/use-invalidate';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';

const FIELDS = ['title', 'titleEn', 'content', 'contentEn'] as const;

function AfficheEditor({ affiche }: { affiche: AfficheDetail | undefined }) {
  const { t } = useTranslation();
  const canWrite = useHoldsAny('content_editor');
  const after = useInvalidate('affiches');
  return (
    <TextEditor
      stored={affiche}
      canWrite={canWrite}
      newTitle={t('content.affiche.new')}
      save={(values: EditorValues) => after(saveAffiche(textsBody(values), affiche?.id))}
      calls={{
        publish: (id, publishAt) => after(runAfficheAction('publish', { id, publishAt })),
        unpublish: (id) => after(runAfficheAction('unpublish', { id })),
        remove: (id) => after(runAfficheAction('delete', { id })),
      }}
      schedulable
      listPath="/content/affiches"
      editPath={(id) => `/content/affiches/${id}`}
      previewCall="/ops/message/preview"
      fields={FIELDS}
      footer={affiche && affiche.state !== 'draft' && <AfficheReceipts id={affiche.id} />}
    />
  );
}

/** A new announcement or an existing one: write, publish, and see who read it. */
export default function AfficheEditorPage() {
  const { t } = useTranslation();
  const { afficheId = 'new' } = useParams();
  const id = Number(afficheId);
  const existing = afficheId !== 'new';
  const affiche = useAffiche(id, existing && Number.isInteger(id) && id > 0);

  if (!existing) return <AfficheEditor affiche={undefined} />;
  if (!Number.isInteger(id) || id <= 0)
    return <ErrorState message={t('content.editor.noSuchText')} />;
  if (affiche.isPending) return <LoadingState label={t('content.editor.loading')} />;
  if (affiche.isError) {
    return (
      <ErrorState message={errorMessage(affiche.error)} onRetry={() => void affiche.refetch()} />
    );
  }
  return <AfficheEditor key={affiche.data.id} affiche={affiche.data} />;
}
