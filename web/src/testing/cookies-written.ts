import { vi } from 'vitest';

/** What the page writes to `document.cookie` while `action` runs. */
export function cookiesWritten(action: () => void): string[] {
  const setCookie = vi.spyOn(document, 'cookie', 'set');
  action();
  const written = setCookie.mock.calls.map(([entry]) => entry);
  setCookie.mockRestore();
  return written;
}
