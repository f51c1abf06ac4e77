import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, type SyntheticEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { GuardedDialog } from '@/components/guarded-dialog';

// Specification §9: dialogs are 420 px wide.
const DIALOG_WIDTH = 420;

interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  submitting: boolean;
  /** Something was entered: Escape or a click beside the dialog asks before discarding it. */
  dirty: boolean;
  /** A refusal that belongs to no single field, above the fields. */
  failure?: string;
  /** A note above the fields (where a code went). */
  note?: string;
  children: ReactNode;
}

/** A form in a dialog: title, the fields, cancel and submit; closing is refused while sending. */
export function FormDialog(props: FormDialogProps) {
  const { title, onClose, onSubmit, submitLabel, submitting, dirty, failure, note, children } =
    props;
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <GuardedDialog
      open
      dirty={dirty}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {note && !failure && (
              <Alert severity="success" role="status">
                {note}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel ?? t('account.submit')}
          </Button>
        </DialogActions>
      </Box>
    </GuardedDialog>
  );
}
