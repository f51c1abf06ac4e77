import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';

import { AppProviders } from '@console/app/providers';
import { router } from '@console/app/router';
import { forgetSession } from '@console/lib/session';
import { startTabClaim } from '@console/lib/tab-claim';
import { isSignedIn, onTokensChange } from '@/lib/auth-token';
import { setAppNavigator } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';
import { endSession } from '@/lib/session-exit';

export function App() {
  const [queryClient] = useState(createQueryClient);

  // The API client and the session code navigate through the router.
  useEffect(
    () =>
      setAppNavigator({
        navigate: (to) => void router.navigate(to),
        location: () => router.state.navigation.location ?? router.state.location,
      }),
    [],
  );

  // Signed out (sign-out, session ended, idle exit): nothing of that operator may stay.
  useEffect(
    () =>
      onTokensChange(() => {
        if (isSignedIn()) return;
        queryClient.clear();
        forgetSession();
      }),
    [queryClient],
  );

  // A duplicated tab holds a copy of this tab's tokens: it signs in for itself.
  useEffect(() => startTabClaim(endSession), []);

  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
