import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CleanHtml } from '@console/components/clean-html';
import { FormAlert } from '@console/components/form-alert';
import { withConsoleImages } from '@console/features/content/api/preview-images';
import { type PreviewCall, previewText } from '@console/features/content/api/preview-text';
import { ImageButton } from '@console/features/content/components/image-button';
import { errorMessage } from '@console/lib/error-message';

interface MarkdownFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  previewCall: PreviewCall;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Offer 'insert image' (public images are for the news and guides). */
  images?: boolean;
}

/**
 * A Markdown body: written here, previewed as the server renders and cleans it (what readers
 * will get, not a guess made in the browser). An uploaded image goes in at the cursor.
 */
export function MarkdownField(props: MarkdownFieldProps) {
  const { label, value, onChange, previewCall, error, required, disabled, images } = props;
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ html?: string; failure?: string; busy: boolean }>({
    busy: false,
  });

  const showPreview = async () => {
    setTab('preview');
    if (!value.trim()) {
      setPreview({ busy: false, failure: t('content.editor.nothingToPreview') });
      return;
    }
    setPreview({ busy: true });
    try {
      const html = await previewText(previewCall, value);
      setPreview({ busy: false, html: await withConsoleImages(html) });
    } catch (failure) {
      setPreview({ busy: false, failure: errorMessage(failure) });
    }
  };

  const insert = (markdown: string) => {
    const at = input.current?.selectionStart ?? value.length;
    onChange(`${value.slice(0, at)}${markdown}${value.slice(at)}`);
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Tabs
          value={tab}
          aria-label={label}
          onChange={(_, next: 'write' | 'preview') => {
            if (next === 'preview') void showPreview();
            else setTab('write');
          }}
        >
          <Tab value="write" label={t('content.editor.write')} id={`${id}-write`} />
          <Tab value="preview" label={t('content.editor.preview')} id={`${id}-preview`} />
        </Tabs>
        {images && !disabled && tab === 'write' && <ImageButton onUploaded={insert} />}
      </Stack>
      {tab === 'write' ? (
        <TextField
          label={label}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          inputRef={input}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? t('content.editor.markdownHint')}
          multiline
          minRows={10}
          fullWidth
          sx={{ mt: 1.5, '& textarea': { fontFamily: 'monospace' } }}
        />
      ) : (
        <Box
          role="tabpanel"
          aria-labelledby={`${id}-preview`}
          sx={{ mt: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 160 }}
        >
          {preview.busy && (
            <CircularProgress size={24} aria-label={t('content.editor.rendering')} />
          )}
          <FormAlert message={preview.failure} />
          {preview.html !== undefined && (
            <CleanHtml html={preview.html} label={t('content.editor.previewOf', { label })} />
          )}
          {error && <FormAlert message={error} />}
        </Box>
      )}
    </Box>
  );
}
