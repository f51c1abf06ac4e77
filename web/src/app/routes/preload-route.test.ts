import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { preloadRoute } from '@/app/routes/preload-route';
import type { RouteHandle, RouteMeta } from '@/app/routes/route-meta';

const page = () => Promise.resolve({ default: () => null });

/** A route object carrying `meta`, as buildRoutes makes them. */
const route = (meta: RouteMeta, children?: RouteObject[]): RouteObject => ({
  path: meta.path,
  handle: { meta } satisfies RouteHandle,
  children,
});

describe('preloadRoute', () => {
  it("fetches the code of every route the address matches, and no other's", () => {
    const layout = vi.fn(page);
    const centre = vi.fn(page);
    const other = vi.fn(page);
    const routes = [
      route({ path: '/' }, [
        route({ path: 'center', component: layout }, [
          route({ path: 'product', component: centre }),
          route({ path: 'crm', component: other }),
        ]),
      ]),
    ];

    preloadRoute(routes, '/center/product');

    expect(layout).toHaveBeenCalledTimes(1);
    expect(centre).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});
