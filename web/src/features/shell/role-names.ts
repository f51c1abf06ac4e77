import type { TFunction } from 'i18next';

import { shellZhCN } from '@/features/shell/locales/zh-cn';

/** The account-centre product: the role dropdown is hidden in it (specification §2). */
export const ACCOUNT_CENTRE_PRODUCT = 'CRM';

type KnownRole = keyof typeof shellZhCN.shell.roles;

function isKnownRole(code: string): code is KnownRole {
  return Object.hasOwn(shellZhCN.shell.roles, code);
}

/** Company roles of specification §1: C101 → 'core enterprise'; an unknown code as itself. */
export function roleName(t: TFunction, compRole: string): string {
  return isKnownRole(compRole) ? t(`shell.roles.${compRole}`) : compRole;
}
