import { describe, expect, it, vi } from 'vitest';

import { BROWSER_ID_STORAGE_KEY, forgetBrowserId, getBrowserId } from '@/lib/browser-id';

describe('getBrowserId', () => {
  it('draws a random id once per session and keeps it in sessionStorage', () => {
    const id = getBrowserId();

    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(getBrowserId()).toBe(id);
    expect(sessionStorage.getItem(BROWSER_ID_STORAGE_KEY)).toBe(id);
  });

  it('keeps the id across a reload of the same tab', () => {
    sessionStorage.setItem(BROWSER_ID_STORAGE_KEY, 'browser-0001');

    expect(getBrowserId()).toBe('browser-0001');
  });

  it('is new in a new session', () => {
    const first = getBrowserId();
    sessionStorage.clear();
    forgetBrowserId();

    expect(getBrowserId()).not.toBe(first);
  });

  it('replaces a stored value auth would refuse', () => {
    sessionStorage.setItem(BROWSER_ID_STORAGE_KEY, 'x y');

    const id = getBrowserId();

    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(sessionStorage.getItem(BROWSER_ID_STORAGE_KEY)).toBe(id);
  });

  it('still works, in memory, when storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });

    const id = getBrowserId();

    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(getBrowserId()).toBe(id);
  });
});
