import { useSyncExternalStore } from 'react';

import { createStore, useStore } from '@/lib/store';

// Light or dark: the visitor's choice, or the system's (`prefers-color-scheme`) until they make
// one. The choice is client state kept as the language's is: written to local storage at once,
// so a reload or a second tab starts with it, and only an explicit choice is stored.

export const COLOR_SCHEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];
export type ColorMode = 'light' | 'dark';

export const COLOR_SCHEME_STORAGE_KEY = 'colorScheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isChoice(value: unknown): value is ColorSchemeChoice {
  return COLOR_SCHEME_CHOICES.some((choice) => choice === value);
}

function readStoredChoice(): ColorSchemeChoice {
  try {
    const stored = localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage can be disabled (privacy mode): follow the system
  }
}

const store = createStore<ColorSchemeChoice>(readStoredChoice());

/** Switches to `choice` and remembers it ('system' forgets the choice). */
export function chooseColorScheme(choice: ColorSchemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, choice);
  } catch {
    // not persisted; the switch still applies to this page
  }
  store.set(choice);
}

export function useColorSchemeChoice(): ColorSchemeChoice {
  return useStore(store);
}

/** A new page load (tests): the stored choice read again. */
export function resetColorScheme(): void {
  store.set(readStoredChoice());
}

// Without `matchMedia` (old browsers, jsdom) the system counts as light.
function darkQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

function subscribeSystem(listener: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => {
    query?.removeEventListener('change', listener);
  };
}

const systemIsDark = () => darkQuery()?.matches ?? false;

/** The mode to paint in: the choice, or the system's current one; follows both as they change. */
export function useColorMode(): ColorMode {
  const choice = useColorSchemeChoice();
  const systemDark = useSyncExternalStore(subscribeSystem, systemIsDark, systemIsDark);
  if (choice !== 'system') return choice;
  return systemDark ? 'dark' : 'light';
}
