import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { FormAlert } from '@console/components/form-alert';
import { PageHeader } from '@console/components/page-header';
import type { PreviewCall } from '@console/features/content/api/preview-text';
import {
  type ContentCalls,
  ContentActions,
  type SavedText,
} from '@console/features/content/components/content-actions';
import {
  EMPTY_VALUES,
  type EditorValues,
  valuesOf,
} from '@console/features/content/components/editor-values';
import { StateChip } from '@console/features/content/components/state-chip';
import { TextsFields } from '@console/features/content/components/texts-fields';
import { placeServerError } from '@/lib/field-message';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notifications';

export type StoredText = SavedText &
  Partial<Record<Exclude<keyof EditorValues, 'title'>, string | null>> & {
    publishedAt?: string | null;
  };

export interface TextEditorProps<T extends StoredText> {
  /** The text as stored; undefined for a new one. */
  stored: T | undefined;
  canWrite: boolean;
  newTitle: string;
  /** A new text's first values (the module a guide is written for). */
  initial?: Partial<EditorValues>;
  /** Creates (no id yet) or updates the text from the form. */
  save: (values: EditorValues) => Promise<T>;
  calls: ContentCalls;
  schedulable: boolean;
  listPath: string;
  /** Where a text just created is edited from then on. */
  editPath: (id: number) => string;
  previewCall: PreviewCall;
  /** The wire names of the form's fields, so a refusal naming one shows beside it. */
  fields: readonly (keyof EditorValues)[];
  /** The kind's own fields above the texts (a category, a module, a cover). */
  settings?: (control: Control<EditorValues>) => ReactNode;
  summary?: boolean;
  images?: boolean;
  /** Below the texts (an announcement's readers). */
  footer?: ReactNode;
}

/** The editor every kind of text shares: write, preview, save a draft, publish, delete. */
export function TextEditor<T extends StoredText>(props: TextEditorProps<T>) {
  const { stored, canWrite, save, fields, editPath } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError, reset, formState } = useForm<EditorValues>({
    defaultValues: stored ? valuesOf(stored) : { ...EMPTY_VALUES, ...props.initial },
  });

  const persist = async (values: EditorValues): Promise<T | undefined> => {
    setFailure(undefined);
    try {
      const saved = await save(values);
      reset(valuesOf(saved));
      if (stored === undefined) void navigate(editPath(saved.id), { replace: true });
      return saved;
    } catch (error) {
      setFailure(placeServerError(error, fields, setError));
      return undefined;
    }
  };

  const submit = handleSubmit(async (values) => {
    if (await persist(values)) notifySuccess(t('content.editor.saved'));
  });
  // Publishing shows what the form holds: unsaved changes are saved first.
  const saveFirst = () =>
    new Promise<SavedText | undefined>((resolve) => {
      if (stored && !formState.isDirty) {
        resolve(stored);
        return;
      }
      void handleSubmit(
        async (values) => {
          resolve(await persist(values));
        },
        () => {
          resolve(undefined);
        },
      )();
    });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <PageHeader
        title={stored ? stored.title : props.newTitle}
        subtitle={
          stored && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StateChip state={stored.state} />
              {stored.publishedAt && (
                <span>
                  {t('content.editor.publishedAt', { at: formatDateTime(stored.publishedAt) })}
                </span>
              )}
            </Stack>
          )
        }
        actions={
          canWrite && (
            <>
              <Button type="submit" variant="outlined" disabled={formState.isSubmitting}>
                {t('content.editor.save')}
              </Button>
              <ContentActions
                saved={stored}
                saveFirst={saveFirst}
                calls={props.calls}
                schedulable={props.schedulable}
                listPath={props.listPath}
              />
            </>
          )
        }
      />
      <FormAlert message={failure} />
      {props.settings?.(control)}
      <TextsFields
        control={control}
        previewCall={props.previewCall}
        disabled={!canWrite}
        summary={props.summary}
        images={props.images}
      />
      {props.footer}
    </Stack>
  );
}
