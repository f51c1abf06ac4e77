// The portal's strings. The first load brings only what every page may show (the shared
// strings and the portal's own: names, menus, route titles, errors); each feature's strings
// live with the feature and load as a namespace of their own with the routes that show them
// (`texts` in the route tree), in the current language only. Importing this module starts i18n.
import { componentsEn } from '@/components/locales/en';
import { componentsZhCN } from '@/components/locales/zh-cn';
import { type FeatureTexts, initI18n } from '@/i18n/instance';
import { commonEn } from '@/i18n/locales/common-en';
import { commonZhCN } from '@/i18n/locales/common-zh-cn';
import { en } from '@/i18n/locales/en';
import { zhCN } from '@/i18n/locales/zh-cn';

export const resources = {
  'zh-CN': { translation: { ...commonZhCN, ...zhCN, ...componentsZhCN } },
  en: { translation: { ...commonEn, ...en, ...componentsEn } },
} as const;

/** Each feature's strings, by namespace: one file per language, fetched when first needed. */
export const featureTexts = {
  account: {
    'zh-CN': () => import('@/features/account/locales/zh-cn').then((m) => m.accountZhCN),
    en: () => import('@/features/account/locales/en').then((m) => m.accountEn),
  },
  auth: {
    'zh-CN': () => import('@/features/auth/locales/zh-cn').then((m) => m.authZhCN),
    en: () => import('@/features/auth/locales/en').then((m) => m.authEn),
  },
  company: {
    'zh-CN': () => import('@/features/company/locales/zh-cn').then((m) => m.companyZhCN),
    en: () => import('@/features/company/locales/en').then((m) => m.companyEn),
  },
  idle: {
    'zh-CN': () => import('@/features/idle/locales/zh-cn').then((m) => m.idleZhCN),
    en: () => import('@/features/idle/locales/en').then((m) => m.idleEn),
  },
  invitations: {
    'zh-CN': () => import('@/features/invitations/locales/zh-cn').then((m) => m.invitationsZhCN),
    en: () => import('@/features/invitations/locales/en').then((m) => m.invitationsEn),
  },
  messages: {
    'zh-CN': () => import('@/features/messages/locales/zh-cn').then((m) => m.messagesZhCN),
    en: () => import('@/features/messages/locales/en').then((m) => m.messagesEn),
  },
  'audit-log': {
    'zh-CN': () => import('@/features/audit-log/locales/zh-cn').then((m) => m.auditLogZhCN),
    en: () => import('@/features/audit-log/locales/en').then((m) => m.auditLogEn),
  },
  personnel: {
    'zh-CN': () => import('@/features/personnel/locales/zh-cn').then((m) => m.personnelZhCN),
    en: () => import('@/features/personnel/locales/en').then((m) => m.personnelEn),
  },
  portal: {
    'zh-CN': () => import('@/features/portal/locales/zh-cn').then((m) => m.portalZhCN),
    en: () => import('@/features/portal/locales/en').then((m) => m.portalEn),
  },
  products: {
    'zh-CN': () => import('@/features/products/locales/zh-cn').then((m) => m.productsZhCN),
    en: () => import('@/features/products/locales/en').then((m) => m.productsEn),
  },
  register: {
    'zh-CN': () => import('@/features/register/locales/zh-cn').then((m) => m.registerZhCN),
    en: () => import('@/features/register/locales/en').then((m) => m.registerEn),
  },
  'reset-password': {
    'zh-CN': () =>
      import('@/features/reset-password/locales/zh-cn').then((m) => m.resetPasswordZhCN),
    en: () => import('@/features/reset-password/locales/en').then((m) => m.resetPasswordEn),
  },
  shell: {
    'zh-CN': () => import('@/features/shell/locales/zh-cn').then((m) => m.shellZhCN),
    en: () => import('@/features/shell/locales/en').then((m) => m.shellEn),
  },
} satisfies FeatureTexts;

/** A feature's namespace, as a route names the strings it shows. */
export type TextNamespace = keyof typeof featureTexts;

initI18n(resources, featureTexts);
