import { describe, expect, it } from 'vitest';

import { routeTree } from '@/app/routes/route-tree';
import { flattenRoutes } from '@/app/routes/route-utils';

const routes = flattenRoutes(routeTree);
const byPath = new Map(routes.map((route) => [route.path, route]));

// Specification §2, written out as absolute paths.
const PUBLIC_PATHS = [
  '/login',
  '/login/changeComp',
  '/face-success',
  '/',
  '/index',
  '/index/index',
  '/index/product',
  '/index/news/list',
  '/index/news/detail/:id/:name',
  '/index/help',
  '/index/about',
  '/index/register',
  ...['account', 'permit', 'verification', 'approval', 'success'].map(
    (s) => `/index/register/${s}`,
  ),
  '/index/resetpwd',
  ...['account', 'reset', 'complete'].map((step) => `/index/resetpwd/${step}`),
  '/404',
];
const PERMISSION_PATHS = [
  '/center',
  '/center/product',
  '/center/product/product',
  '/msg',
  '/msg/message/list',
  '/msg/message/detail/:id',
  '/msg/affiche/list',
  '/msg/affiche/detail/:id',
  '/center/crm',
  ...[
    'account/list',
    'company/list',
    'company/changeAcc',
    'company/changeAccView',
    'employee/list',
    'employee/changeAdmin',
    'user',
    'invication',
  ].map((page) => `/center/crm/${page}`),
];

describe('route tree', () => {
  it.each(PUBLIC_PATHS)('declares %s as public', (path) => {
    expect(byPath.get(path)?.access).toBe('public');
  });

  it.each(PERMISSION_PATHS)('declares %s as permission-required', (path) => {
    expect(byPath.get(path)?.access).toBe('permission');
  });

  it('declares each path once', () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('sends every unknown path to /404', () => {
    expect(byPath.get('/*')?.meta.redirect).toBe('/404');
  });

  it.each([
    ['/', '/index'],
    ['/index', '/index/index'],
    ['/index/register', '/index/register/account'],
    ['/index/resetpwd', '/index/resetpwd/account'],
    ['/center', '/center/product'],
    ['/center/product', '/center/product/product'],
    ['/center/crm', '/center/crm/account/list'],
  ])('redirects %s to %s', (from, to) => {
    expect(byPath.get(from)?.meta.redirect).toBe(to);
  });

  it('redirects only to declared paths', () => {
    for (const { meta } of routes) {
      if (meta.redirect !== undefined) expect(byPath.has(meta.redirect)).toBe(true);
    }
  });

  // The portal's list views keep their filters and page for the links back to them (§2).
  it.each([
    '/msg/message/list',
    '/msg/affiche/list',
    '/center/crm/account/list',
    '/center/crm/employee/list',
    '/center/crm/company/list',
    '/center/crm/invication',
    '/center/crm/audit/list',
  ])('keeps the state of the list view %s', (path) => {
    expect(byPath.get(path)?.meta.keepListState).toBe(true);
  });

  it('marks no other route as a list view', () => {
    const kept = routes.filter(({ meta }) => meta.keepListState).map(({ path }) => path);
    expect(kept).toHaveLength(7);
  });

  it('gives every page a title and a component', () => {
    const pages = routes.filter(({ meta }) => meta.redirect === undefined);
    for (const { path, meta } of pages) {
      expect(meta.title, path).toBeDefined();
      expect(meta.component, path).toBeDefined();
    }
  });
});
