import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { saveFile } from '@/lib/save-file';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useObjectUrl } from '@/lib/files';

const PDF = 'application/pdf';

interface DocumentViewerProps {
  /** What the document is ("Business licence"): the dialog's title and the image's text. */
  title: string;
  fileName: string;
  /** As the server stored it; the bytes' own type wins when they carry one. */
  contentType: string | null;
  /** The bytes once fetched (through the protected client: no plain URL could read them). */
  blob: Blob | undefined;
  loading: boolean;
  /** Why the bytes could not be had. */
  error?: string;
  onClose: () => void;
}

/**
 * A document shown inside the console: an image as it is, a PDF in the browser's own viewer
 * in a frame (the console's policy allows frames of object URLs only), anything else offered
 * to save. The object URL is revoked when the viewer closes.
 */
export function DocumentViewer(props: DocumentViewerProps) {
  const { title, fileName, contentType, blob, loading, error, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const type = blob?.type || contentType || '';
  // A frame shows a PDF only when the object URL says it is one.
  const typed = useMemo(
    () => (blob && !blob.type && type ? new Blob([blob], { type }) : blob),
    [blob, type],
  );
  const url = useObjectUrl(typed);

  let body;
  if (error) body = <ErrorState message={error} />;
  else if (loading || url === undefined) body = <LoadingState label={t('common.loading')} />;
  else if (type.startsWith('image/')) {
    body = (
      <Box
        component="img"
        src={url}
        alt={title}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
      />
    );
  } else if (type === PDF) {
    body = (
      <Box
        component="iframe"
        src={url}
        title={title}
        sx={{ display: 'block', width: '100%', height: '75vh', border: 0 }}
      />
    );
  } else {
    body = <Typography>{t('documentViewer.cannotShow')}</Typography>;
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>
        {title}
        <Typography component="div" variant="body2" color="text.secondary">
          {fileName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button
          startIcon={<DownloadOutlined />}
          disabled={typed === undefined}
          onClick={() => {
            if (typed) saveFile(typed, fileName);
          }}
        >
          {t('documentViewer.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('ui.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
