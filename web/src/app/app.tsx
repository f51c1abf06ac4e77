import { useEffect } from 'react';
import { RouterProvider } from 'react-router';

import { AppProviders } from '@/app/providers';
import { queryClient, router } from '@/app/router';
import { preloadRoute } from '@/app/routes/preload-route';
import { isSignedIn, onTokensChange } from '@/lib/auth-token';
import { setAppNavigator } from '@/lib/navigation';

export function App() {
  // The API client and the session code navigate through the router. A navigation still
  // loading counts as where we are, so two failures in a row go to login once.
  useEffect(
    () =>
      setAppNavigator({
        navigate: (to) => void router.navigate(to),
        location: () => router.state.navigation.location ?? router.state.location,
        preload: (to) => {
          preloadRoute(router.routes, to);
        },
      }),
    [],
  );

  // Signed out (logout, session ended): nothing fetched for that user may stay in the cache.
  useEffect(
    () =>
      onTokensChange(() => {
        if (!isSignedIn()) queryClient.clear();
      }),
    [],
  );

  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
