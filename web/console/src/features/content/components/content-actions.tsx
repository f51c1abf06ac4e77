import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PublishDialog } from '@console/features/content/components/publish-dialog';
import type { ContentState } from '@console/features/content/components/state-chip';
import { errorMessage } from '@console/lib/error-message';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { notifySuccess } from '@/lib/notifications';

export interface SavedText {
  id: number;
  title: string;
  state: ContentState;
}

/** The calls behind the buttons; `publish` answers the state it left (scheduled or not). */
export interface ContentCalls {
  publish: (id: number, publishAt: string | null) => Promise<unknown>;
  unpublish: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

interface ContentActionsProps {
  saved: SavedText | undefined;
  /** Saves unsaved changes; the text as saved, or undefined when that was refused. */
  saveFirst: () => Promise<SavedText | undefined>;
  calls: ContentCalls;
  /** News and announcements may be scheduled; guides are published at once. */
  schedulable: boolean;
  /** Where the editor goes once the text is deleted. */
  listPath: string;
}

function isScheduled(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'state' in answer
    ? answer.state === 'scheduled'
    : false;
}

/** Publish (now or later), take back to a draft, delete: each asks first. */
export function ContentActions({
  saved,
  saveFirst,
  calls,
  schedulable,
  listPath,
}: ContentActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirmAndRun, running } = useConfirmAndRun();
  const [publishing, setPublishing] = useState<SavedText>();
  const state = saved?.state ?? 'draft';

  const startPublishing = async () => {
    const text = await saveFirst();
    if (text === undefined) return;
    if (schedulable) {
      setPublishing(text);
      return;
    }
    await confirmAndRun(() => calls.publish(text.id, null), {
      text: t('content.editor.publishAsk', { title: text.title }),
      successMessage: t('content.editor.published'),
    });
  };

  return (
    <>
      {/* A new text is saved as a draft first: publishing names an existing one. */}
      {saved && state !== 'published' && (
        <Button variant="contained" disabled={running} onClick={() => void startPublishing()}>
          {state === 'scheduled' ? t('content.editor.reschedule') : t('content.editor.publish')}
        </Button>
      )}
      {saved && state !== 'draft' && (
        <Button
          variant="outlined"
          disabled={running}
          onClick={() =>
            void confirmAndRun(() => calls.unpublish(saved.id), {
              text: t('content.editor.unpublishAsk', { title: saved.title }),
              successMessage: t('content.editor.unpublished'),
            })
          }
        >
          {t('content.editor.unpublish')}
        </Button>
      )}
      {saved && (
        <Button
          variant="outlined"
          color="error"
          disabled={running}
          onClick={() =>
            void confirmAndRun(() => calls.remove(saved.id), {
              text: t('content.editor.deleteAsk', { title: saved.title }),
              successMessage: t('content.editor.deleted'),
            }).then((outcome) => {
              if (outcome.status === 'done') void navigate(listPath);
            })
          }
        >
          {t('content.editor.delete')}
        </Button>
      )}
      {publishing && (
        <PublishDialog
          title={publishing.title}
          onClose={() => {
            setPublishing(undefined);
          }}
          onPublish={async (publishAt) => {
            try {
              const answer = await calls.publish(publishing.id, publishAt);
              notifySuccess(
                isScheduled(answer) ? t('content.editor.scheduled') : t('content.editor.published'),
              );
              return undefined;
            } catch (error) {
              return errorMessage(error);
            }
          }}
        />
      )}
    </>
  );
}
