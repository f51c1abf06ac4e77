import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { requestConfirmation } from '@/lib/confirm';

interface GuardedDialogProps extends Omit<DialogProps, 'onClose'> {
  /** The form holds something the user entered (react-hook-form's `isDirty`). */
  dirty: boolean;
  /** Closes the dialog; undefined while it may not close (a request is on its way). */
  onClose: (() => void) | undefined;
}

/**
 * The dialog of every form: Escape or a click beside it is easily made by mistake, so with
 * something entered it first asks whether to discard it (the shared confirmation dialog). The
 * form's own cancel button is a deliberate choice and closes at once.
 */
export function GuardedDialog({ dirty, onClose, ...props }: GuardedDialogProps) {
  const { t } = useTranslation();
  const asking = useRef(false);

  const requestClose = async () => {
    if (onClose === undefined || asking.current) return;
    if (!dirty) {
      onClose();
      return;
    }
    asking.current = true;
    try {
      if (await requestConfirmation({ text: t('feedback.discardEntered') })) onClose();
    } finally {
      asking.current = false;
    }
  };

  return <Dialog {...props} onClose={() => void requestClose()} />;
}
