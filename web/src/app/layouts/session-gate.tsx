import Box from '@mui/material/Box';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { isRouteAllowed } from '@/app/routes/route-guards';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { NoPermission } from '@/features/shell/components/no-permission';
import type { ShellSession } from '@/features/shell/hooks/use-shell-session';
import { PRODUCT_CENTRE_PATH } from '@/features/shell/hooks/use-switch-session';
import { reloadPage } from '@/features/shell/page-reload';
import { isApiError } from '@/lib/api-error';

const RELOADED_KEY = 'portal.reloadedForCompany';

function reloadOnce(pathname: string): void {
  // Specification §4: a company code still missing reloads the page, once: a second miss
  // would reload forever.
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === pathname) return;
    sessionStorage.setItem(RELOADED_KEY, pathname);
  } catch {
    return;
  }
  reloadPage(pathname);
}

interface SessionGateProps {
  session: ShellSession;
  /** The matched page's pattern, checked against the permission list. */
  pattern: string;
  children: ReactNode;
}

/**
 * Specification §4 and §6 before a page of the shell renders: company info for the product
 * (its failure sends the user to the product centre), then the permission list, then the
 * page itself or the no-permission page.
 */
export function SessionGate({ session, pattern, children }: SessionGateProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { companyInfo, authed, resUris, productCode } = session;
  const compCodeMissing = companyInfo.isSuccess && !companyInfo.data.compCode;

  useEffect(() => {
    if (compCodeMissing) reloadOnce(pathname);
  }, [compCodeMissing, pathname]);

  const failed = (error: unknown, retry: () => void) => {
    // The client already acted (login page, idle dialog): nothing to add.
    if (isApiError(error) && error.handled) return null;
    const message = isApiError(error) && error.msg ? error.msg : t('shell.sessionFailed');
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <ErrorState message={message} onRetry={retry} />
      </Box>
    );
  };

  if (companyInfo.isError) {
    if (
      pathname !== PRODUCT_CENTRE_PATH &&
      !(isApiError(companyInfo.error) && companyInfo.error.handled)
    ) {
      return <Navigate to={PRODUCT_CENTRE_PATH} replace />;
    }
    return failed(companyInfo.error, () => void companyInfo.refetch());
  }
  if (session.authFailure) return failed(session.authFailure, session.retryAuth);
  if (!companyInfo.isSuccess || compCodeMissing || !authed) {
    return <LoadingState label={t('shell.loadingSession')} />;
  }
  if (!isRouteAllowed(pattern, productCode, resUris ?? new Set())) return <NoPermission />;
  return children;
}
