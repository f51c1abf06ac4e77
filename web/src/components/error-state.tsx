import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { isApiError, isNotFound } from '@/lib/api-error';

/** Where a page leads when what it shows is not there (a detail page: its list). */
export interface WayBack {
  to: string;
  label: string;
}

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  back?: WayBack;
}

export function ErrorState({ message, onRetry, back }: ErrorStateProps) {
  const { t } = useTranslation();

  let action;
  if (back) {
    action = (
      <Button color="inherit" size="small" component={RouterLink} to={back.to}>
        {back.label}
      </Button>
    );
  } else if (onRetry) {
    action = (
      <Button color="inherit" size="small" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    );
  }

  return (
    <Alert severity="error" action={action}>
      {message}
    </Alert>
  );
}

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  back: WayBack;
}

/**
 * A detail page's failed load. Trying again cannot bring back a thing the server says does
 * not exist, so that offers the way back to the list; any other failure, another try.
 */
export function LoadError({ error, onRetry, back }: LoadErrorProps) {
  const { t } = useTranslation();
  const message = isApiError(error) && error.msg ? error.msg : t('errors.requestFailed');
  return isNotFound(error) ? (
    <ErrorState message={message} back={back} />
  ) : (
    <ErrorState message={message} onRetry={onRetry} />
  );
}
