import { useAuthList } from '@/features/shell/api/get-auth-list';
import { useCompanyInfo } from '@/features/shell/api/get-company-info';
import { useIdentity } from '@/features/shell/hooks/use-identity';
import { ENTERPRISE_PRODUCT } from '@/lib/client-state';
import type { Identity } from '@/lib/identity';

export interface ShellSession {
  identity: Identity | undefined;
  productCode: string;
  companyInfo: ReturnType<typeof useCompanyInfo>;
  /**
   * The resUris the user may open in the product; undefined until the permission list has
   * loaded (the 'authed' flag of specification §4). EC needs none: everything is allowed.
   */
  resUris: ReadonlySet<string> | undefined;
  authed: boolean;
  /** The permission list failed to load; `retryAuth` asks again. */
  authFailure: unknown;
  retryAuth: () => void;
}

/**
 * Specification §4's session state for the product worked in: company info loaded per
 * product, then the permission list. Both are keyed by identity and product, so a switch of
 * company, role or product starts both afresh (the 'reset' of §4) and never shows the old ones.
 */
export function useShellSession(productCode: string): ShellSession {
  const identity = useIdentity();
  const key = identity?.key ?? '';
  // Signing out clears the tokens a moment before the page leaves the shell: ask nothing then.
  const companyInfo = useCompanyInfo(key, productCode, identity !== undefined);
  const needsList = productCode !== ENTERPRISE_PRODUCT;
  // §4: the permission list loads once company info is there ('authed' false until then).
  const authList = useAuthList(key, productCode, needsList && companyInfo.isSuccess);
  return {
    identity,
    productCode,
    companyInfo,
    resUris: authList.data,
    authed: !needsList || authList.isSuccess,
    authFailure: needsList ? authList.error : null,
    retryAuth: () => void authList.refetch(),
  };
}
