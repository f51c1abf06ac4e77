import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ColorSchemeSwitch } from '@/components/color-scheme-switch';
import { COLOR_SCHEME_STORAGE_KEY, resetColorScheme } from '@/lib/color-scheme';
import { renderWithProviders } from '@/testing/render';

// The page's ground as painted by the theme's baseline (`body`), light or dark.
const LIGHT_GROUND = 'rgb(245, 247, 250)';
const DARK_GROUND = 'rgb(15, 18, 24)';

function ground(): string {
  return getComputedStyle(document.body).backgroundColor;
}

/** A system whose `prefers-color-scheme` the test sets and changes. */
function emulateSystem(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? dark : false;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((listener) => {
        listener();
      });
    },
  };
}

/** A new page load: the stored choice read again. */
function reload() {
  resetColorScheme();
}

beforeEach(() => {
  localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
  reload();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
  reload();
});

async function choose(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Appearance' }));
  await user.click(await screen.findByRole('menuitemradio', { name }));
  await waitFor(() => {
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
}

describe('ColorSchemeSwitch', () => {
  it('follows the system until a choice is made, and as the system changes', async () => {
    const system = emulateSystem(true);
    renderWithProviders(<ColorSchemeSwitch />);

    expect(ground()).toBe(DARK_GROUND);
    expect(screen.getByRole('button', { name: 'Appearance' })).toHaveAttribute(
      'title',
      'Appearance: Follow the system',
    );

    system.set(false);
    await waitFor(() => {
      expect(ground()).toBe(LIGHT_GROUND);
    });
  });

  it('offers the three choices, the current one checked', async () => {
    emulateSystem(false);
    renderWithProviders(<ColorSchemeSwitch />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Appearance' }));

    expect(await screen.findByRole('menuitemradio', { name: 'Follow the system' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('paints dark on a light system once Dark is chosen, and keeps it for the next load', async () => {
    const system = emulateSystem(false);
    const { unmount } = renderWithProviders(<ColorSchemeSwitch />);
    expect(ground()).toBe(LIGHT_GROUND);

    await choose('Dark');

    expect(ground()).toBe(DARK_GROUND);
    expect(screen.getByRole('button', { name: 'Appearance' })).toHaveAttribute(
      'title',
      'Appearance: Dark',
    );
    system.set(true);
    system.set(false);
    expect(ground()).toBe(DARK_GROUND);

    unmount();
    reload();
    renderWithProviders(<ColorSchemeSwitch />);
    expect(ground()).toBe(DARK_GROUND);
  });

  it('keeps Light on a dark system, and follows it again once the choice is undone', async () => {
    emulateSystem(true);
    renderWithProviders(<ColorSchemeSwitch />);

    await choose('Light');
    expect(ground()).toBe(LIGHT_GROUND);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');

    await choose('Follow the system');
    expect(ground()).toBe(DARK_GROUND);
    reload();
    expect(ground()).toBe(DARK_GROUND);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('names itself and its choices in Chinese', async () => {
    emulateSystem(false);
    renderWithProviders(<ColorSchemeSwitch />);
    const { i18n } = await import('@/i18n/instance');
    await i18n.changeLanguage('zh-CN');

    await userEvent.setup().click(await screen.findByRole('button', { name: '外观' }));

    for (const name of ['跟随系统', '浅色', '深色']) {
      expect(await screen.findByRole('menuitemradio', { name })).toBeInTheDocument();
    }
  });
});
