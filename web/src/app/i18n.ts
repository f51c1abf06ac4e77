// The portal's strings: the shared ones, the portal's own and every feature's (each lives with
// its feature), merged before the first render. Importing this module starts i18n.
import { componentsEn } from '@/components/locales/en';
import { componentsZhCN } from '@/components/locales/zh-cn';
import { authEn } from '@/features/auth/locales/en';
import { authZhCN } from '@/features/auth/locales/zh-cn';
import { idleEn } from '@/features/idle/locales/en';
import { idleZhCN } from '@/features/idle/locales/zh-cn';
import { portalEn } from '@/features/portal/locales/en';
import { portalZhCN } from '@/features/portal/locales/zh-cn';
import { shellEn } from '@/features/shell/locales/en';
import { shellZhCN } from '@/features/shell/locales/zh-cn';
import { accountEn } from '@/features/account/locales/en';
import { accountZhCN } from '@/features/account/locales/zh-cn';
import { personnelEn } from '@/features/personnel/locales/en';
import { personnelZhCN } from '@/features/personnel/locales/zh-cn';
import { companyEn } from '@/features/company/locales/en';
import { companyZhCN } from '@/features/company/locales/zh-cn';
import { invitationsEn } from '@/features/invitations/locales/en';
import { invitationsZhCN } from '@/features/invitations/locales/zh-cn';
import { messagesEn } from '@/features/messages/locales/en';
import { messagesZhCN } from '@/features/messages/locales/zh-cn';
import { productsEn } from '@/features/products/locales/en';
import { productsZhCN } from '@/features/products/locales/zh-cn';
import { registerEn } from '@/features/register/locales/en';
import { registerZhCN } from '@/features/register/locales/zh-cn';
import { resetPasswordEn } from '@/features/reset-password/locales/en';
import { resetPasswordZhCN } from '@/features/reset-password/locales/zh-cn';
import { initI18n } from '@/i18n/instance';
import { commonEn } from '@/i18n/locales/common-en';
import { commonZhCN } from '@/i18n/locales/common-zh-cn';
import { en } from '@/i18n/locales/en';
import { zhCN } from '@/i18n/locales/zh-cn';

export const resources = {
  'zh-CN': {
    translation: {
      ...commonZhCN,
      ...zhCN,
      ...componentsZhCN,
      ...authZhCN,
      ...idleZhCN,
      ...portalZhCN,
      ...shellZhCN,
      ...accountZhCN,
      ...personnelZhCN,
      ...companyZhCN,
      ...invitationsZhCN,
      ...messagesZhCN,
      ...productsZhCN,
      ...registerZhCN,
      ...resetPasswordZhCN,
    },
  },
  en: {
    translation: {
      ...commonEn,
      ...en,
      ...componentsEn,
      ...authEn,
      ...idleEn,
      ...portalEn,
      ...shellEn,
      ...accountEn,
      ...personnelEn,
      ...companyEn,
      ...invitationsEn,
      ...messagesEn,
      ...productsEn,
      ...registerEn,
      ...resetPasswordEn,
    },
  },
} as const;

initI18n(resources);
