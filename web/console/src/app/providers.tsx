import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { IdleGuard } from '@console/features/idle/components/idle-guard';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import { NotificationHost } from '@/components/notification-host';
import { createAppTheme } from '@/components/theme';
import { i18n } from '@/i18n/instance';
import { useColorMode } from '@/lib/color-scheme';

function LocalizedTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const mode = useColorMode();
  const theme = useMemo(() => createAppTheme(t, mode), [t, mode]);
  return (
    <ThemeProvider theme={theme}>
      {/* `color-scheme` on the page: scrollbars and the browser's own controls follow the mode. */}
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** What every console page sits in: strings, server state, theme and the shared feedback. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // Server messages come in the request's language: fetch again on a switch.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => {
      i18n.off('languageChanged', refetch);
    };
  }, [queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedTheme>
          {children}
          <NotificationHost />
          <ConfirmDialog />
          <LoadingOverlay />
          <IdleGuard />
        </LocalizedTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
