import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { InvitationIssued } from '@/features/invitations/api/create-invitation';
import { formatDateTime } from '@/lib/format';

export interface IssuedLink {
  issued: InvitationIssued;
  compName: string;
}

interface IssuedLinkDialogProps {
  /** The invitation just created or resent; undefined: closed. */
  value: IssuedLink | undefined;
  onClose: () => void;
}

/** The registration link of a new or resent invitation: shown this once, with a copy button. */
export function IssuedLinkDialog({ value, onClose }: IssuedLinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Said beside the button: a shared message would wait behind 'operation successful'.
  const [copied, setCopied] = useState<'done' | 'failed'>();
  const url = value ? new URL(value.issued.link, window.location.origin).href : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('done');
    } catch {
      // No clipboard (permission, insecure context): the link is selected for a manual copy.
      field.current?.select();
      setCopied('failed');
    }
  };

  const close = () => {
    setCopied(undefined);
    onClose();
  };

  return (
    <Dialog
      open={value !== undefined}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('invitations.link.title')}</DialogTitle>
      <DialogContent>
        {value && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {t('invitations.link.sentTo', {
                company: value.compName,
                expires: formatDateTime(value.issued.expiresAt),
              })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                inputRef={field}
                value={url}
                label={t('invitations.link.label')}
                fullWidth
                onFocus={(event) => {
                  event.target.select();
                }}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <Button
                variant="contained"
                startIcon={<ContentCopyOutlined />}
                onClick={() => void copy()}
                sx={{ flex: 'none', height: 56 }}
              >
                {t('invitations.link.copy')}
              </Button>
            </Stack>
            <Typography
              role="status"
              variant="body2"
              color={copied === 'failed' ? 'error' : 'success.dark'}
            >
              {copied &&
                t(copied === 'done' ? 'invitations.link.copied' : 'invitations.link.copyFailed')}
            </Typography>
            <Alert severity="warning">{t('invitations.link.onlyNow')}</Alert>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('invitations.link.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
