import { describe, expect, it } from 'vitest';

import { isAlwaysPublic, isRouteAllowed, resourcePath } from '@/app/routes/route-guards';

describe('resourcePath', () => {
  it.each([
    ['/center/crm/account/list', '/center/crm/account/list'],
    ['/msg/message/detail/:id', '/msg/message/detail'],
    ['/index/news/detail/:id/:name', '/index/news/detail'],
    ['/', '/'],
  ])('names %s as %s', (pattern, path) => {
    expect(resourcePath(pattern)).toBe(path);
  });
});

describe('isRouteAllowed', () => {
  const granted = new Set(['/center/crm', '/center/crm/account/list', '/msg/message/detail']);

  it('allows a route whose path is in the permission list', () => {
    expect(isRouteAllowed('/center/crm/account/list', 'CRM', granted)).toBe(true);
    expect(isRouteAllowed('/msg/message/detail/:id', 'CRM', granted)).toBe(true);
  });

  it('refuses a route missing from the list, even under a granted centre', () => {
    expect(isRouteAllowed('/center/crm/employee/list', 'CRM', granted)).toBe(false);
    expect(isRouteAllowed('/center/crm/account/list/extra', 'CRM', granted)).toBe(false);
  });

  it('allows everything in the enterprise product EC', () => {
    expect(isRouteAllowed('/center/crm/employee/list', 'EC', new Set())).toBe(true);
  });
});

describe('isAlwaysPublic', () => {
  it.each(['/index/index', '/index/news/list', '/center/index', '/index/register/permit'])(
    'lets %s open without a token',
    (path) => {
      expect(isAlwaysPublic(path)).toBe(true);
    },
  );

  it.each(['/center/product/product', '/msg/message/list', '/center/crm/registers'])(
    'keeps %s behind sign-in',
    (path) => {
      expect(isAlwaysPublic(path)).toBe(false);
    },
  );
});
