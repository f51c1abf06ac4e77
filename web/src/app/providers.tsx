import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider (`@mui/material/styles`) hands a theme without CSS variables, as the
// app's is, to this one: importing it brings the CSS-variables provider along, about 5 KB gzip
// of the first load the app never runs.
import { ThemeProvider } from '@mui/system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { createAppTheme } from '@/components/theme';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import { NotificationHost } from '@/components/notification-host';
import { IdleGuard } from '@/features/idle/components/idle-guard';
import { i18n } from '@/i18n/instance';
import { useColorMode } from '@/lib/color-scheme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

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

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // Server messages and content come in the request's language: refetch on a switch.
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
          {/* Specification §8's shared feedback, driven from lib/ (also outside React). */}
          <NotificationHost />
          <ConfirmDialog />
          <LoadingOverlay />
          <IdleGuard />
        </LocalizedTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
