import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageHeader } from '@console/components/page-header';
import { useModules } from '@console/features/content/api/list-modules';
import { GuideTable } from '@console/features/content/components/guide-table';
import { ModuleTable } from '@console/features/content/components/module-table';
import { useHoldsAny } from '@console/lib/operator';
import { useLanguage } from '@/i18n/use-language';

/** The help page's modules and, for the one picked (`?module=`), its guides in order. */
export default function GuideListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canWrite = useHoldsAny('content_editor');
  const [params, setParams] = useSearchParams();
  const modules = useModules().data?.rows ?? [];
  const picked = modules.find((row) => row.code === params.get('module')) ?? modules.at(0);

  return (
    <Stack spacing={2}>
      <PageHeader title={t('route.guides')} />
      <ModuleTable
        selected={picked?.code ?? ''}
        canWrite={canWrite}
        onSelect={(code) => {
          setParams({ module: code });
        }}
      />
      {picked && (
        <GuideTable
          module={picked.code}
          moduleName={language === 'en' && picked.nameEn ? picked.nameEn : picked.name}
          canWrite={canWrite}
        />
      )}
    </Stack>
  );
}
