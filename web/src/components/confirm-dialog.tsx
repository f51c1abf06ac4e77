import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

import { answerConfirmation, usePendingConfirmation } from '@/lib/confirm';

// Specification §9: dialogs are 420 px wide.
const DIALOG_WIDTH = 420;

/**
 * Answers `requestConfirmation` (and so `confirmAndRun`): title 'tip', the question (default
 * 'continue?'), cancel and OK. Escape and a click outside cancel. Mounted once, in the providers.
 */
export function ConfirmDialog() {
  const { t } = useTranslation();
  const pending = usePendingConfirmation();
  const cancel = () => {
    answerConfirmation(false);
  };

  return (
    <Dialog
      open={pending !== undefined}
      onClose={cancel}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <DialogTitle id="confirm-dialog-title">{pending?.title ?? t('feedback.tip')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">
          {pending?.text ?? t('feedback.continue')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('feedback.cancel')}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            answerConfirmation(true);
          }}
        >
          {t('feedback.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
