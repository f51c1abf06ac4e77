import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useProductCompany } from '@/features/products/api/get-product-company';
import { useProductMenu } from '@/features/products/api/get-product-menu';
import type { ProductPermit } from '@/features/products/api/get-product-permits';
import { WorkbenchContext } from '@/features/products/components/workbench-context';
import { WorkbenchMenu } from '@/features/products/components/workbench-menu';
import { WorkbenchOverview } from '@/features/products/components/workbench-overview';
import { WorkbenchSection } from '@/features/products/components/workbench-section';
import { buildMenuTree, countEntries } from '@/features/products/menu-tree';
import { isApiError } from '@/lib/api-error';
import { usePortalSession } from '@/lib/portal-session';

/** The workbench of a product the company holds: its menu, beside context and overview. */
export function WorkbenchBody({ product }: { product: ProductPermit }) {
  const { t } = useTranslation();
  const { company } = usePortalSession();
  const menu = useProductMenu(product.productCode);
  const info = useProductCompany(product.productCode);
  const nodes = useMemo(() => buildMenuTree(menu.data ?? []), [menu.data]);

  const failed = (error: unknown, retry: () => void) => (
    <ErrorState
      message={isApiError(error) && error.msg ? error.msg : t('errors.requestFailed')}
      onRetry={retry}
    />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
        alignItems: 'start',
      }}
    >
      <WorkbenchSection title={t('productCentre.workbench.menu')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('productCentre.workbench.menuIntro')}
        </Typography>
        {menu.isPending ? (
          <LoadingState label={t('productCentre.workbench.loading')} />
        ) : menu.error ? (
          failed(menu.error, () => void menu.refetch())
        ) : (
          <WorkbenchMenu nodes={nodes} />
        )}
      </WorkbenchSection>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <WorkbenchSection title={t('productCentre.workbench.context')}>
          {info.isPending ? (
            <LoadingState label={t('productCentre.workbench.loading')} />
          ) : info.error ? (
            failed(info.error, () => void info.refetch())
          ) : (
            <WorkbenchContext productCode={product.productCode} info={info.data} />
          )}
        </WorkbenchSection>
        <WorkbenchSection title={t('productCentre.workbench.overview')}>
          <WorkbenchOverview
            product={product}
            menuCount={menu.isSuccess ? countEntries(nodes) : undefined}
            administrator={company.rootManager === 1}
          />
        </WorkbenchSection>
      </Box>
    </Box>
  );
}
