import type { TFunction } from 'i18next';

import { companiesZhCN } from '@console/features/companies/locales/zh-cn';

// Codes the services send as they are (company roles, permit statuses, queues): named when this
// app knows them, shown as the code otherwise, so a code added later is never a blank cell.
const { roles, permitStatus, queues } = companiesZhCN.companies;

function known<T extends object>(group: T, code: string): code is Extract<keyof T, string> {
  return Object.hasOwn(group, code);
}

/** C101 → 'core enterprise'. */
export function roleName(t: TFunction, compRole: string): string {
  return known(roles, compRole) ? t(`companies.roles.${compRole}`) : compRole;
}

/** A permitStatus code: 80 → 'active'. */
export function permitStatusName(t: TFunction, status: number | string): string {
  const code = String(status);
  return known(permitStatus, code) ? t(`companies.permitStatus.${code}`) : code;
}

/** An application's queue: `admin-change` → 'change of administrator'. */
export function queueName(t: TFunction, queue: string): string {
  return known(queues, queue) ? t(`companies.queues.${queue}`) : queue;
}
