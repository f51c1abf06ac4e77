import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

import { useDocumentTitle } from '@/app/routes/use-document-title';

/** Wraps every page: document title, scroll to top on navigation, navigation progress. */
export function RootLayout() {
  useDocumentTitle();
  const navigating = useNavigation().state !== 'idle';

  return (
    <>
      {navigating && (
        <LinearProgress
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            zIndex: (theme) => theme.zIndex.appBar + 1,
          }}
        />
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
