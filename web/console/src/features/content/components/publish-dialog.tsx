import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';

interface PublishDialogProps {
  title: string;
  /** Publishes; `publishAt` is null for now, else an ISO time with its offset. */
  onPublish: (publishAt: string | null) => Promise<string | undefined>;
  onClose: () => void;
}

/** Publish now, or schedule from a later time (the operator's local time, sent with its offset). */
export function PublishDialog({ title, onPublish, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let publishAt: string | null = null;
    if (when === 'later') {
      const time = new Date(at);
      if (at === '' || Number.isNaN(time.getTime()) || time.getTime() <= Date.now()) {
        setProblem(t('content.publish.laterRequired'));
        return;
      }
      publishAt = time.toISOString();
    }
    setProblem(undefined);
    setBusy(true);
    const failure = await onPublish(publishAt);
    setBusy(false);
    if (failure === undefined) onClose();
    else setProblem(failure);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="content-publish-title" maxWidth="xs" fullWidth>
      <DialogTitle id="content-publish-title">{t('content.publish.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormAlert message={title} severity="info" />
          <RadioGroup
            aria-label={t('content.publish.when')}
            value={when}
            onChange={(event) => {
              setWhen(event.target.value === 'later' ? 'later' : 'now');
            }}
          >
            <FormControlLabel value="now" control={<Radio />} label={t('content.publish.now')} />
            <FormControlLabel
              value="later"
              control={<Radio />}
              label={t('content.publish.later')}
            />
          </RadioGroup>
          {when === 'later' && (
            <TextField
              type="datetime-local"
              label={t('content.publish.at')}
              value={at}
              onChange={(event) => {
                setAt(event.target.value);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          {problem && <FormAlert message={problem} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {t('content.publish.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
