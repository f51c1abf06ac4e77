import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useRouteTitle } from '@/app/routes/use-route-meta';

/** Keeps `document.title` on the current route's title, in the current language. */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    const appName = t('app.name');
    document.title = title ? `${t(title)} - ${appName}` : appName;
  }, [title, t, language]);
}
