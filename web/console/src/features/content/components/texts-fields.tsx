import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '@console/components/section-card';
import type { PreviewCall } from '@console/features/content/api/preview-text';
import type { EditorValues } from '@console/features/content/components/editor-values';
import { MarkdownField } from '@console/features/content/components/markdown-field';

interface TextsFieldsProps {
  control: Control<EditorValues>;
  previewCall: PreviewCall;
  disabled: boolean;
  /** News carry a summary (left empty: the text's beginning). */
  summary?: boolean;
  images?: boolean;
}

/** Title, summary and body in Chinese, and the same in English (optional, but whole). */
export function TextsFields({ control, previewCall, disabled, summary, images }: TextsFieldsProps) {
  const { t } = useTranslation();
  const language = (suffix: '' | 'En') => {
    const title = `title${suffix}` as const;
    const brief = `summary${suffix}` as const;
    const content = `content${suffix}` as const;
    const required = suffix === '';
    return (
      <Stack spacing={2}>
        <Controller
          control={control}
          name={title}
          rules={
            required
              ? { validate: (v) => v.trim() !== '' || t('content.editor.titleRequired') }
              : {}
          }
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={required ? t('content.editor.title') : t('content.editor.titleEn')}
              required={required}
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
        />
        {summary && (
          <Controller
            control={control}
            name={brief}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={required ? t('content.editor.summary') : t('content.editor.summaryEn')}
                disabled={disabled}
                multiline
                minRows={2}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('content.editor.summaryHint')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name={content}
          rules={
            required ? { validate: (v) => v.trim() !== '' || t('content.editor.bodyRequired') } : {}
          }
          render={({ field, fieldState }) => (
            <MarkdownField
              label={required ? t('content.editor.body') : t('content.editor.bodyEn')}
              value={field.value}
              onChange={field.onChange}
              previewCall={previewCall}
              required={required}
              disabled={disabled}
              error={fieldState.error?.message}
              images={images}
            />
          )}
        />
      </Stack>
    );
  };

  return (
    <>
      <SectionCard title={t('content.editor.chinese')}>{language('')}</SectionCard>
      <SectionCard title={t('content.editor.english')} intro={t('content.editor.englishHint')}>
        {language('En')}
      </SectionCard>
    </>
  );
}
