import 'dayjs/locale/zh-cn';

import dayjs from 'dayjs';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@/i18n/languages';

// The one i18next instance of the page. Shared code translates through it; each app gives it
// its own strings (`initI18n` in its app/i18n.ts, run as that module loads).

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

/** Starts the instance with the app's strings, in the stored or the browser's language. */
export function initI18n(resources: Resource): void {
  void i18n.use(initReactI18next).init({
    resources,
    lng: detectLanguage(readStoredLanguage(), navigator.languages),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false, // resources are bundled: ready before the first render
  });
}

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
