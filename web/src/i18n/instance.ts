import i18next, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
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
// its own strings (`initI18n` in its app/i18n.ts, run as that module loads): the strings every
// page shows come with the first load, each feature's in a namespace of its own that loads
// with the routes that show it (`loadTexts`).

/** Loads one feature's strings in one language (a dynamic import: a file of its own). */
export type TextLoader = () => Promise<ResourceKey>;

/** Each feature's namespace: its strings in every language. */
export type FeatureTexts = Readonly<Record<string, Readonly<Record<Language, TextLoader>>>>;

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be disabled (privacy mode); fall back to detection
  }
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** i18next's loader for the features' namespaces: their files, imported on first use. */
function featureBackend(features: FeatureTexts): BackendModule {
  return {
    type: 'backend',
    init() {
      // nothing to set up: the loaders are the configuration
    },
    read(language, namespace, done) {
      const load = isLanguage(language) ? features[namespace]?.[language] : undefined;
      if (load === undefined) {
        done(new Error(`no strings for "${namespace}" in "${language}"`), false);
        return;
      }
      load().then(
        (texts) => {
          done(null, texts);
        },
        (error: unknown) => {
          done(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyLanguage);

/**
 * Starts the instance in the stored or the browser's language, with `resources` (the strings
 * of the first load, in the default namespace) and the features' namespaces to load on demand.
 */
export function initI18n(resources: Resource, features: FeatureTexts = {}): void {
  void i18n
    .use(featureBackend(features))
    .use(initReactI18next)
    .init({
      resources,
      // Bundled strings and loaded ones side by side: the backend serves what is not bundled.
      partialBundledLanguages: true,
      lng: detectLanguage(readStoredLanguage(), navigator.languages),
      // Every language has every key (the translations' test says so): a fallback language
      // would only make the backend fetch a second language's strings for every route.
      fallbackLng: false,
      supportedLngs: SUPPORTED_LANGUAGES,
      ns: ['translation'],
      defaultNS: 'translation',
      // Keys keep their feature's prefix (`account.title`), wherever the namespace came from:
      // a key not in the first load's strings is looked up in each feature's namespace.
      fallbackNS: Object.keys(features),
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false, // the first load's strings are bundled: ready before the first render
    });
}

/**
 * Loads the features' strings in the current language; a language switch then loads every
 * namespace loaded so far in the new language before it applies. Rejects when one could not be
 * fetched, as a route's code that could not be fetched does: the page shows its error rather
 * than keys in place of texts.
 */
export async function loadTexts(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  await i18n.loadNamespaces([...namespaces]);
  const missing = namespaces.filter(
    (namespace) => !i18n.hasResourceBundle(i18n.language, namespace),
  );
  if (missing.length > 0) throw new Error(`strings not loaded: ${missing.join(', ')}`);
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
