import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { CompanyRole } from '@/features/shell/api/get-company-info';
import { reloadPage } from '@/features/shell/page-reload';
import { isApiError } from '@/lib/api-error';
import { ENTERPRISE_PRODUCT } from '@/lib/client-state';
import { beginLoading } from '@/lib/loading';
import { notifyWarning } from '@/lib/notifications';
import { type RefreshBody, switchSession } from '@/lib/refresh-token';
import { paths, workbenchPath } from '@/lib/paths';

export const PRODUCT_CENTRE_PATH = paths.productCentre;
// The enterprise product's workbench (its menu, context and overview; EC's business screens
// themselves are outside this portal, specification §1).
export const EC_WORKBENCH_PATH = workbenchPath('EC');

/**
 * Switching company or role (specification §4): the refresh token is exchanged for tokens of
 * the new identity, then the user returns to the product centre (a reload when already there);
 * a role switch in EC reloads EC's workbench. A refused switch leaves everything as it was and
 * says why.
 */
export function useSwitchSession() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [switching, setSwitching] = useState(false);

  async function run(target: RefreshBody, reloadWorkbench: boolean): Promise<boolean> {
    setSwitching(true);
    const endLoading = beginLoading();
    try {
      await switchSession(target);
    } catch (error) {
      notifyWarning(isApiError(error) && error.msg ? error.msg : t('shell.switchFailed'));
      return false;
    } finally {
      endLoading();
      setSwitching(false);
    }
    if (reloadWorkbench) reloadPage(EC_WORKBENCH_PATH);
    else if (pathname === PRODUCT_CENTRE_PATH) reloadPage(PRODUCT_CENTRE_PATH);
    else {
      await navigate(PRODUCT_CENTRE_PATH);
      // Nothing read as the previous company may be shown again.
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries({ type: 'active' });
    }
    return true;
  }

  return {
    switching,
    switchCompany: (employeeCode: string) => run({ employeeCode }, false),
    switchRole: (role: CompanyRole, productCode: string) =>
      run(
        { compRoleCode: role.compRole, compBizCode: role.compBizCode },
        productCode === ENTERPRISE_PRODUCT,
      ),
  };
}
