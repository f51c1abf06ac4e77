import 'dayjs/locale/zh-cn';

import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { componentsEn } from '@/components/locales/en';
import { componentsZhCN } from '@/components/locales/zh-cn';
// Feature strings live with their features and are merged here, so every language is complete
// before the first render.
/* eslint-disable no-restricted-imports */
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
/* eslint-enable no-restricted-imports */
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@/i18n/languages';
import { en } from '@/i18n/locales/en';
import { zhCN } from '@/i18n/locales/zh-cn';

export const resources = {
  'zh-CN': {
    translation: {
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

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be disabled (privacy mode); fall back to detection
  }
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  dayjs.locale(language === 'zh-CN' ? 'zh-cn' : 'en');
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(readStoredLanguage(), navigator.languages),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false, // resources are bundled: ready before the first render
});

/** The language the app currently speaks, as sent in `Accept-Language`. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches language and remembers the choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not persisted; the switch still applies to this page
  }
  await i18n.changeLanguage(language);
}
