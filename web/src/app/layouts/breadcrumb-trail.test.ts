import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';

import { breadcrumbTrail } from '@/app/layouts/breadcrumb-trail';
import type { RouteMeta } from '@/app/routes/route-meta';

function match(pathname: string, meta?: RouteMeta): UIMatch {
  // Only what the trail reads; the loader data of a match plays no part.
  return { id: pathname, pathname, params: {}, handle: meta && { meta } } as unknown as UIMatch;
}

describe('breadcrumbTrail', () => {
  it('follows the titled routes outermost first, the page last', () => {
    const trail = breadcrumbTrail([
      match('/'),
      match('/center', { path: 'center', title: 'route.center' }),
      match('/center/crm/', { path: 'crm', title: 'route.accountCenter' }),
      match('/center/crm/user', { path: 'user', title: 'route.user' }),
    ]);

    expect(trail).toEqual([
      { title: 'route.center', to: '/center' },
      { title: 'route.accountCenter', to: '/center/crm' },
      { title: 'route.user', to: '/center/crm/user' },
    ]);
  });

  it('shows a title repeated by the page once, pointing at the page', () => {
    const trail = breadcrumbTrail([
      match('/center', { path: 'center', title: 'route.center' }),
      match('/center/product', { path: 'product', title: 'route.productCenter' }),
      match('/center/product/product', { path: 'product', title: 'route.productCenter' }),
    ]);

    expect(trail).toEqual([
      { title: 'route.center', to: '/center' },
      { title: 'route.productCenter', to: '/center/product/product' },
    ]);
  });
});
