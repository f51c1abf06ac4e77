import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { usePermitInfo } from '@/features/products/api/get-permit-info';
import type { WorkbenchText } from '@/features/products/apply-form';
import type { ProductPermit } from '@/features/products/api/get-product-permits';
import { type DetailItem, DetailList } from '@/features/products/components/detail-list';
import { PermitTag } from '@/features/products/components/permit-tag';
import { ACTIVE } from '@/features/products/permit-status';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

const PERSONNEL_PATH = paths.employeeList;

interface WorkbenchOverviewProps {
  product: ProductPermit;
  /** How many menu entries the user's roles grant in the product; undefined while loading. */
  menuCount: number | undefined;
  administrator: boolean;
}

/** The permit (status, since when) and what the user may do in the product. */
export function WorkbenchOverview({ product, menuCount, administrator }: WorkbenchOverviewProps) {
  const { t } = useTranslation();
  const applied = product.permitStatus !== null;
  const permit = usePermitInfo(product.productCode, applied);
  const label = (key: WorkbenchText) => t(`productCentre.workbench.${key}`);

  const items: DetailItem[] = [
    {
      label: label('permit'),
      value: <PermitTag status={product.permitStatus} opened={product.opened} />,
    },
  ];
  if (!applied) items.push({ label: label('openedAt'), value: label('openedByRegistration') });
  else if (product.permitStatus === ACTIVE && permit.data?.decidedAt) {
    items.push({ label: label('openedAt'), value: formatDateTime(permit.data.decidedAt) });
  }

  return (
    <>
      <DetailList items={items} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {label('canDo')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { py: 0.25 } }}>
        {menuCount !== undefined && (
          <li>
            {menuCount > 0
              ? t('productCentre.workbench.canUseMenus', { count: menuCount })
              : label('canUseNothing')}
          </li>
        )}
        {administrator && (
          <li>
            {label('canAdminister')}{' '}
            <Link component={RouterLink} to={PERSONNEL_PATH}>
              {label('personnel')}
            </Link>
          </li>
        )}
        {applied && <li>{label('canFollow')}</li>}
      </Box>
    </>
  );
}
