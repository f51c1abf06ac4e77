import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

import { dismissNotice, useCurrentNotice } from '@/lib/notifications';

/**
 * Shows the shared messages (specification §8) posted through `lib/notifications`: one at a
 * time, each for 5 s (the store's timer), closable. Mounted once, in the app's providers.
 */
export function NotificationHost() {
  const { t } = useTranslation();
  const notice = useCurrentNotice();
  if (notice === undefined) return null;

  const close = () => {
    dismissNotice(notice.id);
  };

  return (
    <Snackbar
      key={notice.id}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={(_event, reason) => {
        // A click elsewhere on the page is not a request to close the message.
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={close}
        closeText={t('feedback.close')}
        sx={{ minWidth: 280, maxWidth: 560 }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
