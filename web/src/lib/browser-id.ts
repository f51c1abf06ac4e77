import { randomString } from '@/lib/crypto/random';

// Client state of specification §3: a random browserID per session. It names this browser tab
// to auth (captcha answers, SMS tokens, dev outbox), so it lives in sessionStorage: it survives
// a reload and is new in a new tab or window.
export const BROWSER_ID_STORAGE_KEY = 'browserID';
const BROWSER_ID_LENGTH = 32;
// What auth accepts (services/auth: ^[A-Za-z0-9_-]{6,64}$); anything else is drawn again.
const VALID = /^[A-Za-z0-9_-]{6,64}$/;

let current: string | undefined;

function readStored(): string | null {
  try {
    return sessionStorage.getItem(BROWSER_ID_STORAGE_KEY);
  } catch {
    return null; // storage can be disabled (privacy mode): keep the id in memory only
  }
}

function store(id: string): void {
  try {
    sessionStorage.setItem(BROWSER_ID_STORAGE_KEY, id);
  } catch {
    // as above: memory only
  }
}

/** This session's browserID, drawn on first use. */
export function getBrowserId(): string {
  if (current !== undefined) return current;
  const stored = readStored();
  current = stored !== null && VALID.test(stored) ? stored : randomString(BROWSER_ID_LENGTH);
  if (current !== stored) store(current);
  return current;
}

/** Forgets the in-memory copy (tests; a new page load reads sessionStorage again). */
export function forgetBrowserId(): void {
  current = undefined;
}
