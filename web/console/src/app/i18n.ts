// The console's strings: the shared ones, the console's own and every feature's (each lives
// with its feature), merged before the first render. Importing this module starts i18n.
import { accountEn } from '@console/features/account/locales/en';
import { accountZhCN } from '@console/features/account/locales/zh-cn';
import { auditEn } from '@console/features/audit/locales/en';
import { auditZhCN } from '@console/features/audit/locales/zh-cn';
import { companiesEn } from '@console/features/companies/locales/en';
import { companiesZhCN } from '@console/features/companies/locales/zh-cn';
import { contentEn } from '@console/features/content/locales/en';
import { contentZhCN } from '@console/features/content/locales/zh-cn';
import { idleEn } from '@console/features/idle/locales/en';
import { idleZhCN } from '@console/features/idle/locales/zh-cn';
import { messagesEn } from '@console/features/messages/locales/en';
import { messagesZhCN } from '@console/features/messages/locales/zh-cn';
import { operatorsEn } from '@console/features/operators/locales/en';
import { operatorsZhCN } from '@console/features/operators/locales/zh-cn';
import { reviewEn } from '@console/features/review/locales/en';
import { reviewZhCN } from '@console/features/review/locales/zh-cn';
import { securityEn } from '@console/features/security/locales/en';
import { securityZhCN } from '@console/features/security/locales/zh-cn';
import { signInEn } from '@console/features/sign-in/locales/en';
import { signInZhCN } from '@console/features/sign-in/locales/zh-cn';
import { usersEn } from '@console/features/users/locales/en';
import { usersZhCN } from '@console/features/users/locales/zh-cn';
import { consoleEn } from '@console/i18n/locales/en';
import { consoleZhCN } from '@console/i18n/locales/zh-cn';
import { componentsEn } from '@/components/locales/en';
import { componentsZhCN } from '@/components/locales/zh-cn';
import { initI18n } from '@/i18n/instance';
import { commonEn } from '@/i18n/locales/common-en';
import { commonZhCN } from '@/i18n/locales/common-zh-cn';

export const resources = {
  'zh-CN': {
    translation: {
      ...commonZhCN,
      ...componentsZhCN,
      ...consoleZhCN,
      ...signInZhCN,
      ...idleZhCN,
      ...accountZhCN,
      ...operatorsZhCN,
      ...usersZhCN,
      ...securityZhCN,
      ...auditZhCN,
      ...companiesZhCN,
      ...reviewZhCN,
      ...contentZhCN,
      ...messagesZhCN,
    },
  },
  en: {
    translation: {
      ...commonEn,
      ...componentsEn,
      ...consoleEn,
      ...signInEn,
      ...idleEn,
      ...accountEn,
      ...operatorsEn,
      ...usersEn,
      ...securityEn,
      ...auditEn,
      ...companiesEn,
      ...reviewEn,
      ...contentEn,
      ...messagesEn,
    },
  },
} as const;

initI18n(resources);
