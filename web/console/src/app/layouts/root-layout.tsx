import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';

import { isRouteHandle } from '@console/app/routes/route-meta';

/** Keeps `document.title` on the innermost titled route, in the current language. */
function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const title = useMatches()
    .flatMap((match) => (isRouteHandle(match.handle) ? [match.handle.meta.title] : []))
    .findLast((candidate) => candidate !== undefined);
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    const appName = t('app.name');
    document.title = title ? `${t(title)} - ${appName}` : appName;
  }, [title, t, language]);
}

/** Wraps every page: the document title and scrolling to the top on navigation. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
