import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';

import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { isSignedIn, onTokensChange } from '@/lib/auth-token';
import { setAppNavigator } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);

  // The API client and the session code navigate through the router. A navigation still
  // loading counts as where we are, so two failures in a row go to login once.
  useEffect(
    () =>
      setAppNavigator({
        navigate: (to) => void router.navigate(to),
        location: () => router.state.navigation.location ?? router.state.location,
      }),
    [],
  );

  // Signed out (logout, session ended): nothing fetched for that user may stay in the cache.
  useEffect(
    () =>
      onTokensChange(() => {
        if (!isSignedIn()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
