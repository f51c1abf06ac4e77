import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';

import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { loginPath } from '@/app/routes/route-guards';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);

  // HTTP 401: the API client has cleared the tokens; send the user to login and back after.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        queryClient.clear();
        const { location } = router.state;
        if (location.pathname !== '/login') void router.navigate(loginPath(location));
      }),
    [queryClient],
  );

  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
