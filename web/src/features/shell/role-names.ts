import type { TFunction } from 'i18next';

import type { ShellMessages } from '@/features/shell/locales/zh-cn';

/** The account-centre product: the role dropdown is hidden in it (specification §2). */
export const ACCOUNT_CENTRE_PRODUCT = 'CRM';

type KnownRole = keyof ShellMessages['shell']['roles'];

// The codes named in the strings' type; the strings themselves load with the routes that show
// them, so the list is here rather than read from them.
const KNOWN_ROLES: Readonly<Record<KnownRole, true>> = {
  C101: true,
  C102: true,
  C103: true,
  C104: true,
  C105: true,
  C106: true,
};

function isKnownRole(code: string): code is KnownRole {
  return Object.hasOwn(KNOWN_ROLES, code);
}

/** Company roles of specification §1: C101 → 'core enterprise'; an unknown code as itself. */
export function roleName(t: TFunction, compRole: string): string {
  return isKnownRole(compRole) ? t(`shell.roles.${compRole}`) : compRole;
}
