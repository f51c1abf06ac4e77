import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useLogoutWay } from '@/features/idle/api/get-logout-way';
import { VerificationForm } from '@/features/idle/components/verification-form';
import { exitDirectly } from '@/features/idle/idle-watch';
import { isApiError } from '@/lib/api-error';
import { notifyWarning } from '@/lib/notifications';
import { failurePeriodSec } from '@/lib/signed-in-user';

/** Specification §9: dialogs are 420 px wide. */
const DIALOG_WIDTH = 420;

/**
 * 'Security verification' over whatever page is open (specification §2/§4). It cannot be
 * dismissed: the user verifies or exits. The page underneath stays mounted, so a half-filled
 * form is still there afterwards.
 */
export default function SecurityVerificationDialog() {
  const { t } = useTranslation();
  const way = useLogoutWay();
  const seconds = failurePeriodSec();
  const description =
    seconds >= 60
      ? t('idle.description', { minutes: Math.round(seconds / 60) })
      : t('idle.descriptionSeconds', { seconds });

  // Specification §8: a failed idle check shows the server's msg as a warning.
  useEffect(() => {
    if (way.error && !(isApiError(way.error) && way.error.handled)) {
      notifyWarning(isApiError(way.error) ? way.error.msg : t('errors.requestFailed'));
    }
  }, [way.error, t]);

  const header = (
    <DialogContentText id="idle-description" sx={{ mb: 2 }}>
      {description}
    </DialogContentText>
  );

  let body;
  if (way.data?.canVerify) {
    body = (
      <VerificationForm logoutWay={way.data.logoutWay} twoStep={way.data.twoStep} header={header} />
    );
  } else {
    let state;
    if (way.isPending) {
      state = (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <span>{t('idle.loading')}</span>
        </Stack>
      );
    } else if (way.data) {
      state = <Alert severity="warning">{t('idle.cannotVerify')}</Alert>;
    } else {
      state = (
        <Button variant="outlined" onClick={() => void way.refetch()}>
          {t('errors.retry')}
        </Button>
      );
    }
    body = (
      <>
        <DialogContent sx={{ pt: 0 }}>
          {header}
          {state}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" onClick={() => void exitDirectly()}>
            {t('idle.exit')}
          </Button>
        </DialogActions>
      </>
    );
  }

  // No onClose: neither Escape nor a click beside it dismisses the dialog.
  return (
    <Dialog
      open
      aria-labelledby="idle-title"
      aria-describedby="idle-description"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="idle-title" sx={{ fontWeight: 700 }}>
        {t('idle.title')}
      </DialogTitle>
      {body}
    </Dialog>
  );
}
