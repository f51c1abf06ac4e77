import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

import { NavigationProgress } from '@/app/layouts/navigation-progress';
import { useDocumentTitle } from '@/app/routes/use-document-title';

/** Wraps every page: document title, scroll to top on navigation, navigation progress. */
export function RootLayout() {
  useDocumentTitle();
  const navigating = useNavigation().state !== 'idle';

  return (
    <>
      {navigating && <NavigationProgress />}
      {/* New pages start at the top; back and forward return to where the user was. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
