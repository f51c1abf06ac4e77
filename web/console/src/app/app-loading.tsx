import { useTranslation } from 'react-i18next';

import { LoadingState } from '@/components/loading-state';

/** Shown while the first route's code and loaders resolve. */
export function AppLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('common.loading')} fullScreen />;
}
