import { describe, expect, it } from 'vitest';

import { buildMenu, flattenMenu, isExternalLink } from '@/app/layouts/sidebar-menu';
import type { RouteMeta } from '@/app/routes/route-meta';
import { routeTree } from '@/app/routes/route-tree';

function findSection(node: RouteMeta, path: string): RouteMeta {
  const found = node.children?.find((child) => child.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

const center = findSection(routeTree, 'center');
const crm = findSection(center, 'crm');
const msg = findSection(routeTree, 'msg');
const everything = () => true;

describe('buildMenu', () => {
  it('lists the account centre entries of specification §2, in order, without hidden ones', () => {
    const entries = buildMenu(crm, '/center/crm', everything);

    expect(entries.map(({ title, to }) => [title, to])).toEqual([
      ['route.account', '/center/crm/account/list'],
      ['route.employee', '/center/crm/employee/list'],
      ['route.company', '/center/crm/company/list'],
      ['route.user', '/center/crm/user'],
      ['route.invication', '/center/crm/invication'],
      ['route.auditLog', '/center/crm/audit/list'],
    ]);
    expect(entries.every(({ icon }) => icon !== undefined)).toBe(true);
  });

  it('lists in-site messages and announcements for the message centre', () => {
    const entries = buildMenu(msg, '/msg', everything);

    expect(entries.map(({ title, to }) => [title, to])).toEqual([
      ['route.messages', '/msg/message/list'],
      ['route.affiches', '/msg/affiche/list'],
    ]);
  });

  it('leaves out what the permission list does not grant', () => {
    const entries = buildMenu(crm, '/center/crm', (path) => !path.includes('employee'));

    expect(entries.map(({ to }) => to)).not.toContain('/center/crm/employee/list');
    expect(entries).toHaveLength(5);
  });

  it('nests groups, keeps external links as links, drops a group left empty', () => {
    const section: RouteMeta = {
      path: 'docs',
      title: 'route.help',
      children: [
        { path: 'https://example.com/manual', title: 'route.about' },
        {
          path: 'guides',
          title: 'route.news',
          children: [
            { path: 'one', title: 'route.newsList' },
            { path: 'two', title: 'route.newsDetail', hidden: true },
          ],
        },
        { path: 'empty', title: 'route.products', children: [{ path: 'x', title: 'route.home' }] },
      ],
    };

    const entries = buildMenu(section, '/docs', (path) => !path.startsWith('/docs/empty'));

    expect(entries).toEqual([
      {
        key: 'https://example.com/manual',
        title: 'route.about',
        icon: undefined,
        href: 'https://example.com/manual',
      },
      {
        key: '/docs/guides',
        title: 'route.news',
        icon: undefined,
        children: [
          {
            key: '/docs/guides/one',
            title: 'route.newsList',
            icon: undefined,
            to: '/docs/guides/one',
          },
        ],
      },
    ]);
    expect(flattenMenu(entries).map(({ key }) => key)).toEqual([
      'https://example.com/manual',
      '/docs/guides/one',
    ]);
  });
});

describe('isExternalLink', () => {
  it.each(['https://a.example', 'http://a.example', 'mailto:a@b.c', 'tel:4000000000'])(
    'treats %s as external',
    (link) => {
      expect(isExternalLink(link)).toBe(true);
    },
  );

  it.each(['/center/crm', 'message/list', 'httpish'])('treats %s as a route', (link) => {
    expect(isExternalLink(link)).toBe(false);
  });
});
