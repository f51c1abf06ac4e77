import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';

import { buildRoutes } from '@/app/routes/build-routes';
import type { RouteMeta } from '@/app/routes/route-meta';
import { routeTree } from '@/app/routes/route-tree';
import { saveTokens } from '@/lib/auth-token';

/** Where the router settles when `path` is opened. */
async function land(path: string, tree: RouteMeta = routeTree): Promise<string> {
  const router = createMemoryRouter(buildRoutes(tree, new QueryClient()), {
    initialEntries: [path],
  });
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
  const { pathname, search } = router.state.location;
  router.dispose();
  return pathname + search;
}

function signIn() {
  saveTokens({ accessToken: 'token', refreshToken: 'refresh' });
}

describe('router built from the route tree', () => {
  it.each([
    ['/', '/index/index'],
    ['/index', '/index/index'],
    ['/index/news', '/index/news/list'],
    ['/index/register', '/index/register/account'],
    ['/index/register?invite=ABCD2345EFGH6789', '/index/register/account?invite=ABCD2345EFGH6789'],
    ['/index/resetpwd', '/index/resetpwd/account'],
    ['/index/news/detail/7/quarterly-report', '/index/news/detail/7/quarterly-report'],
    ['/no-such-page', '/404'],
    ['/index/no-such-page', '/404'],
  ])('takes a visitor from %s to %s', async (from, to) => {
    expect(await land(from)).toBe(to);
  });

  it.each([
    ['/center', '/login?redirect=%2Fcenter'],
    ['/center/crm/user', '/login?redirect=%2Fcenter%2Fcrm%2Fuser'],
    ['/msg/message/list?page=2', '/login?redirect=%2Fmsg%2Fmessage%2Flist%3Fpage%3D2'],
  ])('sends a signed-out visitor of %s to %s', async (from, to) => {
    expect(await land(from)).toBe(to);
  });

  it.each([
    ['/center', '/center/product/product'],
    ['/center/crm', '/center/crm/account/list'],
    ['/msg', '/msg/message/list'],
    ['/msg/affiche/detail/3', '/msg/affiche/detail/3'],
    ['/login', '/index/index'],
  ])('takes a signed-in user from %s to %s', async (from, to) => {
    signIn();
    expect(await land(from)).toBe(to);
  });

  describe("a page's prefetch", () => {
    const page = () => Promise.resolve({ default: () => null });
    /** Login and a signed-in page; only `prefetching`'s route prefetches. */
    const treeWith = (prefetching: string, prefetch: () => void): RouteMeta => ({
      path: '/',
      children: (
        [
          { path: 'login', guestOnly: true, component: page },
          { path: 'center', access: 'permission', component: page },
        ] satisfies RouteMeta[]
      ).map((route) => (route.path === prefetching ? { ...route, prefetch } : route)),
    });

    it('starts when the route lets the visitor in', async () => {
      const prefetch = vi.fn();
      expect(await land('/login', treeWith('login', prefetch))).toBe('/login');
      expect(prefetch).toHaveBeenCalledTimes(1);
    });

    it('does not start again while the visitor stays on the page', async () => {
      const prefetch = vi.fn();
      const router = createMemoryRouter(
        buildRoutes(treeWith('login', prefetch), new QueryClient()),
        {
          initialEntries: ['/login'],
        },
      );
      await vi.waitFor(() => {
        expect(router.state.initialized).toBe(true);
      });

      await router.navigate('/login?redirect=%2Fcenter');
      await router.navigate('/login?redirect=%2Fcenter');

      expect(router.state.location.search).toBe('?redirect=%2Fcenter');
      expect(prefetch).toHaveBeenCalledTimes(1);
      router.dispose();
    });

    it("is given the app's query client and the product of the route's centre", async () => {
      signIn();
      const prefetch = vi.fn();
      const queryClient = new QueryClient();
      const tree: RouteMeta = {
        path: '/',
        children: [
          {
            path: 'crm',
            access: 'permission',
            product: 'CRM',
            children: [{ path: 'user', component: page, prefetch }],
          },
        ],
      };
      const router = createMemoryRouter(buildRoutes(tree, queryClient), {
        initialEntries: ['/crm/user'],
      });
      await vi.waitFor(() => {
        expect(prefetch).toHaveBeenCalledWith({ queryClient, productCode: 'CRM' });
      });
      router.dispose();
    });

    it.each([
      ['a signed-in user the login page', 'login', signIn],
      ['a signed-out visitor a signed-in page', 'center', () => undefined],
    ])('does not start when the route sends %s away', async (_, route, given) => {
      given();
      const prefetch = vi.fn();
      expect(await land(`/${route}`, treeWith(route, prefetch))).not.toBe(`/${route}`);
      expect(prefetch).not.toHaveBeenCalled();
    });
  });
});
