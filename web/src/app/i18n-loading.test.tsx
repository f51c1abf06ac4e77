import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { portalEn } from '@/features/portal/locales/en';
import { portalZhCN } from '@/features/portal/locales/zh-cn';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';

// The route's code is imported afresh: on a busy machine that takes more than findBy's 1 s.
const LOADED = { timeout: 15_000 };

// A page load of its own: the modules again, so i18n starts as the first load starts it,
// without the strings the test setup loads for every other test.
async function freshApp() {
  vi.resetModules();
  await import('@/lib/portal-profile');
  const { i18n, chooseLanguage } = await import('@/i18n/instance');
  await import('@/app/i18n');
  const { AppProviders } = await import('@/app/providers');
  const { buildRoutes } = await import('@/app/routes/build-routes');
  const { routeTree } = await import('@/app/routes/route-tree');
  const { AppLoading } = await import('@/app/app-loading');
  const routes = buildRoutes(routeTree, new QueryClient(), { HydrateFallback: AppLoading });
  return { i18n, chooseLanguage, AppProviders, routes };
}

/** Every text the page showed meanwhile that looks like a key of the portal's strings. */
function keysShown(): { shown: string[]; stop: () => void } {
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    const keys = document.body.textContent.match(/\bportal\.[a-zA-Z.]+/g);
    if (keys) shown.push(...keys);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    shown,
    stop: () => {
      observer.disconnect();
    },
  };
}

describe("a feature's strings", () => {
  beforeEach(() => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  });

  afterEach(() => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

  it('are not in the first load, and arrive with the route that shows them', async () => {
    const { i18n, AppProviders, routes } = await freshApp();
    expect(i18n.language).toBe('en');
    expect(i18n.exists('portal.about.introTitle')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'portal')).toBe(false);

    const watch = keysShown();
    const router = createMemoryRouter(routes, { initialEntries: ['/index/about'] });
    render(
      <AppProviders queryClient={new QueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(
      await screen.findByRole('heading', { name: portalEn.portal.about.introTitle }, LOADED),
    ).toBeInTheDocument();
    watch.stop();
    // The page waited for its strings: never a key in place of a text, not even briefly.
    expect(watch.shown).toEqual([]);
    // Only the language on screen was fetched.
    expect(i18n.hasResourceBundle('zh-CN', 'portal')).toBe(false);
    // The features no route has shown yet are still not loaded.
    expect(i18n.hasResourceBundle('en', 'account')).toBe(false);
    router.dispose();
  });

  it('follow a language switch, loaded in the new language', async () => {
    const { i18n, chooseLanguage, AppProviders, routes } = await freshApp();
    const router = createMemoryRouter(routes, { initialEntries: ['/index/about'] });
    render(
      <AppProviders queryClient={new QueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { name: portalEn.portal.about.introTitle }, LOADED);

    const watch = keysShown();
    await chooseLanguage('zh-CN');

    expect(
      await screen.findByRole('heading', { name: portalZhCN.portal.about.introTitle }, LOADED),
    ).toBeInTheDocument();
    watch.stop();
    expect(watch.shown).toEqual([]);
    expect(i18n.hasResourceBundle('zh-CN', 'portal')).toBe(true);
    expect(document.documentElement.lang).toBe('zh-CN');
    router.dispose();
  });
});
