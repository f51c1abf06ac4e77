import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@/lib/api-error';
import {
  acceptedTypes,
  type FileKind,
  fileProblem,
  type FileScope,
  isPdf,
  type StoredFile,
  uploadFile,
  useFileUrl,
  useObjectUrl,
} from '@/lib/files';

interface FileUploadFieldProps {
  label: string;
  kind: FileKind;
  /** Who may read the stored file (default: only the uploader). */
  scope?: FileScope;
  /** The stored file: after an upload, or one already on file. */
  value: StoredFile | undefined;
  onChange: (file: StoredFile | undefined) => void;
  /** The signed-in identity's key, to preview a file already on file; none on public pages. */
  identityKey?: string;
  /** A validation message of the form (or the server's), shown under the field. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/**
 * Chooses an image (or PDF), uploads it at once and shows it: a thumbnail for images, the name
 * with a link for PDFs. Files the server would refuse (type, 10 MB) are refused before upload.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { label, kind, scope = 'user', value, onChange, identityKey, error, helperText } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [local, setLocal] = useState<File>();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const localUrl = useObjectUrl(local);
  const stored = useFileUrl(identityKey ?? '', local ? undefined : value?.fileToken);
  const url = localUrl ?? stored.url;

  const choose = async (file: File | undefined) => {
    if (file === undefined) return;
    const refused = fileProblem(file, kind);
    if (refused) {
      const key = refused === 'type' && kind === 'image' ? 'typeImage' : refused;
      setProblem(t(`sharedUi.upload.problems.${key}`));
      return;
    }
    setProblem(undefined);
    setUploading(true);
    try {
      const saved = await uploadFile(file, scope);
      setLocal(file);
      onChange(saved);
    } catch (failure) {
      setProblem(isApiError(failure) && failure.msg ? failure.msg : t('sharedUi.upload.failed'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const message = problem ?? error;
  const hint = t(kind === 'image' ? 'sharedUi.upload.hintImage' : 'sharedUi.upload.hintImageOrPdf');
  return (
    <Box role="group" aria-label={label} aria-describedby={helperId}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {value && <Preview file={value} url={url} />}
        <Button
          variant="outlined"
          component="label"
          startIcon={<UploadFileOutlined />}
          disabled={props.disabled || uploading}
        >
          {uploading
            ? t('sharedUi.upload.uploading')
            : t(value ? 'sharedUi.upload.replace' : 'sharedUi.upload.choose')}
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptedTypes(kind)}
            aria-label={label}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        {value && !uploading && (
          <Button
            color="inherit"
            disabled={props.disabled}
            onClick={() => {
              setLocal(undefined);
              onChange(undefined);
            }}
          >
            {t('sharedUi.upload.remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helperId} error={message !== undefined}>
        {message ?? helperText ?? hint}
      </FormHelperText>
    </Box>
  );
}

function Preview({ file, url }: { file: StoredFile; url: string | undefined }) {
  const { t } = useTranslation();
  if (isPdf(file.contentType)) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PictureAsPdfOutlined color="error" aria-hidden />
        {url ? (
          <Link href={url} target="_blank" rel="noopener" download={file.fileName}>
            {file.fileName}
          </Link>
        ) : (
          <Typography variant="body2">{file.fileName}</Typography>
        )}
      </Stack>
    );
  }
  return (
    <Box
      component={url ? 'img' : 'div'}
      src={url}
      alt={t('sharedUi.upload.preview', { name: file.fileName })}
      sx={{
        width: 96,
        height: 96,
        objectFit: 'cover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    />
  );
}
