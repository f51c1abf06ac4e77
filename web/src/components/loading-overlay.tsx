import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useLoadingVisible } from '@/lib/loading';

/**
 * 'Loading in progress' over the whole page while calls that asked for it (`loading: true`)
 * run; it closes when the last one ends. Above dialogs, below the shared messages.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useLoadingVisible();

  return (
    <Backdrop
      open={visible}
      data-testid="loading-overlay"
      sx={(theme) => ({
        zIndex: theme.zIndex.modal + 1,
        color: theme.palette.common.white,
        flexDirection: 'column',
        gap: 2,
      })}
    >
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status" aria-live="polite">
        {t('feedback.loading')}
      </Typography>
    </Backdrop>
  );
}
