import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import type { CompanyInfo } from '@/features/products/api/get-product-company';
import type { WorkbenchText } from '@/features/products/apply-form';
import { type DetailItem, DetailList } from '@/features/products/components/detail-list';
import {
  COMP_ROLE_DICT,
  EMPLOYEE_ROLE_DICT,
  useDictLabel,
} from '@/features/products/use-dict-label';
import { usePortalSession } from '@/lib/portal-session';

interface WorkbenchContextProps {
  productCode: string;
  /** The company info as it applies in the product (its employee roles there). */
  info: CompanyInfo;
}

/** Who works here: the company, its roles in the product, the user and their duties there. */
export function WorkbenchContext({ productCode, info }: WorkbenchContextProps) {
  const { t } = useTranslation();
  const { claims } = usePortalSession();
  const compRole = useDictLabel(COMP_ROLE_DICT);
  const employeeRole = useDictLabel(EMPLOYEE_ROLE_DICT);
  const label = (key: WorkbenchText) => t(`productCentre.workbench.${key}`);

  const roles = info.compRole
    .filter(({ prodCode }) => prodCode === productCode)
    .map((role) =>
      role.compBizCode === claims.biz
        ? t('productCentre.workbench.current', { role: compRole(role.compRole) })
        : compRole(role.compRole),
    );
  const duties = [...new Set(info.employeeRole.map(employeeRole))];

  const items: DetailItem[] = [
    { label: label('company'), value: info.compName },
    {
      label: label('compRole'),
      value: roles.length > 0 ? roles.join(label('separator')) : label('noCompRole'),
    },
    {
      label: label('user'),
      value: (
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{info.userName}</span>
          {info.rootManager === 1 && (
            <Chip size="small" color="primary" variant="outlined" label={label('administrator')} />
          )}
        </Stack>
      ),
    },
    {
      label: label('employeeRoles'),
      value: duties.length > 0 ? duties.join(label('separator')) : label('noEmployeeRole'),
    },
  ];
  return <DetailList items={items} />;
}
