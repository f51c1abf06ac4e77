import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { RootLayout } from '@/app/layouts/root-layout';
import { AppProviders } from '@/app/providers';
import { buildRoutes } from '@/app/routes/build-routes';
import { routeTree } from '@/app/routes/route-tree';
import { reloadPage } from '@/features/shell/page-reload';
import { apiPath } from '@/lib/api-paths';
import { clearTokens, getAccessToken, saveTokens } from '@/lib/auth-token';
import { resetClientState } from '@/lib/client-state';
import { currentNotice } from '@/lib/notifications';
import {
  envelopeResponse,
  mockGateway,
  type RecordedRequest,
  requestsTo,
} from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { fakeAccessToken } from '@/testing/session-fixtures';

vi.mock('@/features/shell/page-reload', () => ({ reloadPage: vi.fn() }));

const ok = (body: unknown) => envelopeResponse({ ok: true, body });

const COMPANIES = [
  {
    compCode: 'DEMO0001',
    compName: 'Shanghai Core Group',
    status: 1,
    employeeCode: 'EMP0001',
    compBizCode: 'B1',
  },
  {
    compCode: 'DEMO0002',
    compName: 'Suzhou Precision',
    status: 1,
    employeeCode: 'EMP0002',
    compBizCode: 'B2',
  },
  {
    compCode: 'DEMO0009',
    compName: 'Disabled Ltd',
    status: 0,
    employeeCode: 'EMP0009',
    compBizCode: null,
  },
];

function companyInfo(overrides: Record<string, unknown> = {}) {
  return {
    compCode: 'DEMO0001',
    compName: 'Shanghai Core Group',
    compRole: [
      { prodCode: 'EC', compRole: 'C101', compBizCode: 'DEMO0001-EC-C101' },
      { prodCode: 'EC', compRole: 'C102', compBizCode: 'DEMO0001-EC-C102' },
      { prodCode: 'CRM', compRole: 'C106', compBizCode: 'DEMO0001-CRM-C106' },
    ],
    userName: 'Zhang Wei',
    mobile: '138****0001',
    rootManager: 0,
    employeeRole: ['E102'],
    ...overrides,
  };
}

// What a plain handler (E102) is granted in the account centre: not personnel management.
const HANDLER_RESOURCES = [
  '/center/crm',
  '/center/crm/account/list',
  '/center/crm/company/list',
  '/center/crm/user',
  '/center/crm/invication',
  '/msg',
  '/msg/message/list',
  '/msg/affiche/list',
].map((resUri, sort) => ({ resUri, name: resUri, parent: null, sort, icon: null }));

// The administrator's: personnel management too.
const ADMIN_RESOURCES = [
  ...HANDLER_RESOURCES,
  { resUri: '/center/crm/employee/list', name: 'personnel', parent: null, sort: 9, icon: null },
];

interface GatewayOptions {
  info?: Record<string, unknown>;
  unread?: Response;
  resources?: typeof HANDLER_RESOURCES;
}

function gateway({
  info = {},
  unread = ok(3),
  resources = HANDLER_RESOURCES,
}: GatewayOptions = {}) {
  const refreshBodies: unknown[] = [];
  const fetchMock = mockGateway(async (path, request: RecordedRequest) => {
    switch (path) {
      case apiPath('cust/employee/info/comp'):
        return ok(companyInfo(info));
      case apiPath('res/menu/emp/role/findResAllByToken'):
        return ok(resources);
      case apiPath('cust/employee/comps/all'):
        return ok(COMPANIES);
      case apiPath('message/getIsUnreadNumbers'):
        return unread.clone();
      // The pages under the shell: the message list and the product centre, both empty.
      case apiPath('message/list'):
      case apiPath('affiche/list'):
        return ok({ total: 0, list: [] });
      case apiPath('cust/product/findAllByPermitStatus'):
        return ok([]);
      case apiPath('employee/refresh/token'): {
        refreshBodies.push(JSON.parse((await openRequest(request)).json ?? 'null'));
        return ok({
          accessToken: fakeAccessToken({ emp: 'EMP0002', comp: 'DEMO0002', biz: 'B2' }),
          refreshToken: 'r-2',
        });
      }
      default:
        return envelopeResponse({ ok: false, status: 404, msg: `no ${path}` });
    }
  });
  return { fetchMock, refreshBodies };
}

function renderShell(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    buildRoutes(routeTree, queryClient, { Component: RootLayout }),
    {
      initialEntries: [path],
    },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The first render loads the route modules lazily: give it time.
const findPage = (name: string) => screen.findByRole('heading', { name }, { timeout: 10_000 });

function signInAs(claims: Parameters<typeof fakeAccessToken>[0]) {
  saveTokens({ accessToken: fakeAccessToken(claims), refreshToken: 'r-1' });
}

beforeEach(() => {
  resetClientState();
  vi.mocked(reloadPage).mockClear();
});

// Lazy route modules and MUI make the first render of a file slow on a busy machine.
describe('the signed-in shell', { timeout: 20_000 }, () => {
  it('shows the header of specification §2 and the account centre sidebar', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001', biz: 'DEMO0001-EC-C101' });
    gateway();

    renderShell('/center/crm/account/list');

    expect(await findPage('Account information')).toBeVisible();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Product centre' })).toHaveAttribute(
      'href',
      '/center/product/product',
    );
    expect(within(banner).getByRole('link', { name: 'Platform home' })).toHaveAttribute(
      'href',
      '/index/index',
    );
    expect(
      await within(banner).findByRole('button', {
        name: 'Switch company: Shanghai Core Group',
      }),
    ).toBeVisible();
    // The account centre is the CRM product: no role dropdown there.
    expect(within(banner).queryByRole('button', { name: /Switch enterprise role/ })).toBeNull();
    expect(
      await within(banner).findByRole('link', { name: 'In-site messages, 3 unread' }),
    ).toHaveAttribute('href', '/msg/message/list');

    const sidebar = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(sidebar).getByRole('heading', { name: 'Account centre' })).toBeVisible();
    // A handler is not granted personnel management: it is not in the menu.
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Account information',
      'Company information',
      'Personal information',
      'Invite companies',
    ]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Account information')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'Account centre' })).toHaveAttribute(
      'href',
      '/center/crm',
    );
  });

  it('shows the no-permission page for a route the permission list does not grant', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001' });
    gateway();

    const router = renderShell('/center/crm/employee/list');

    expect(await findPage('No permission')).toBeVisible();
    expect(router.state.location.pathname).toBe('/center/crm/employee/list');
    expect(screen.getByRole('link', { name: 'Back to the product centre' })).toHaveAttribute(
      'href',
      '/center/product/product',
    );
  });

  it('allows every route in the enterprise product and offers its roles', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001', biz: 'DEMO0001-EC-C101' });
    const { fetchMock } = gateway();

    renderShell('/center/product/product');

    expect(await findPage('Product centre')).toBeVisible();
    const roles = await screen.findByRole('button', {
      name: 'Switch enterprise role: Core enterprise',
    });
    await userEvent.click(roles);
    const menu = screen.getByRole('menu', { name: 'Switch enterprise role' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Core enterprise', 'Supplier']);
    // EC allows everything: its permission list is not even asked for.
    expect(requestsTo(fetchMock, apiPath('res/menu/emp/role/findResAllByToken'))).toEqual([]);
  });

  it('switches company with the refresh token, then returns to the product centre', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001', biz: 'B1' });
    const { refreshBodies } = gateway();
    const router = renderShell('/center/crm/user');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Switch company: Shanghai Core Group' }),
    );
    const menu = screen.getByRole('menu', { name: 'Switch company' });
    // Only companies with status 1 are offered.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Shanghai Core Group', 'Suzhou Precision']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Suzhou Precision' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/product/product');
    });
    expect(refreshBodies).toEqual([{ refreshToken: 'r-1', employeeCode: 'EMP0002' }]);
    expect(getAccessToken()).toContain('.');
    expect(
      await screen.findByRole('button', { name: 'Switch company: Suzhou Precision' }),
    ).toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads the enterprise workbench after a role switch in EC', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001', biz: 'DEMO0001-EC-C101' });
    const { refreshBodies } = gateway();
    renderShell('/center/product/product');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Switch enterprise role: Core enterprise' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Supplier' }));

    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalledExactlyOnceWith('/center/product/workbench/EC');
    });
    expect(refreshBodies).toEqual([
      { refreshToken: 'r-1', compRoleCode: 'C102', compBizCode: 'DEMO0001-EC-C102' },
    ]);
  });

  it('tags the root manager as administrator in the avatar menu, with the five quick links', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001' });
    gateway({
      info: { rootManager: 1, userName: 'Wang Fang', mobile: '138****0002' },
      resources: ADMIN_RESOURCES,
    });
    renderShell('/center/crm/user');

    await findPage('Personal information');
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = screen.getByRole('menu', { name: 'User menu' });

    expect(within(menu).getByText('Administrator')).toBeVisible();
    expect(within(menu).getByText('Wang Fang')).toBeVisible();
    expect(within(menu).getByText('Account: 138****0002')).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Account management',
      'Personal information',
      'Personnel management',
      'Company information',
      'Invite companies',
      'Sign out',
    ]);
  });

  it("offers in the avatar menu only the quick links the user's roles grant", async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001', biz: 'DEMO0001-EC-C101' });
    const { fetchMock } = gateway();
    renderShell('/center/product/product');

    await findPage('Product centre');
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = screen.getByRole('menu', { name: 'User menu' });

    // A handler: no personnel management, which would only lead to 'no permission'. The
    // account centre's permission list is asked for when the menu opens.
    expect(await within(menu).findByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await waitFor(() => {
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Account management',
        'Personal information',
        'Company information',
        'Invite companies',
        'Sign out',
      ]);
    });
    const asked = requestsTo(fetchMock, apiPath('res/menu/emp/role/findResAllByToken'));
    expect(
      asked.map(({ url }) => new URL(url, 'http://localhost').searchParams.get('productCode')),
    ).toEqual(['CRM']);
  });

  it('asks nothing more once the tokens are gone (signing out)', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001' });
    const { fetchMock } = gateway();
    renderShell('/center/crm/user');
    await findPage('Personal information');
    const calls = fetchMock.mock.calls.length;

    act(() => {
      clearTokens();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('leads back to a list as the user left it: its filters and page', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001' });
    gateway();
    const router = renderShell('/msg/message/list?read=unread&page=2');
    expect(await findPage('In-site messages')).toBeVisible();
    const sidebar = screen.getByRole('navigation', { name: 'Side menu' });

    // Away to the announcements, then back through the menu.
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Announcements' }));
    expect(await findPage('Announcements')).toBeVisible();
    const messages = within(sidebar).getByRole('link', { name: 'In-site messages' });
    expect(messages).toHaveAttribute('href', '/msg/message/list?read=unread&page=2');
    await userEvent.click(messages);

    expect(await findPage('In-site messages')).toBeVisible();
    expect(router.state.location.search).toBe('?read=unread&page=2');
    expect(screen.getByRole('button', { name: 'Unread', pressed: true })).toBeVisible();
    // The announcements were left on their first page: their link is the plain list.
    expect(within(sidebar).getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'href',
      '/msg/affiche/list',
    );
  });

  it('says so when the unread count cannot be read', async () => {
    signInAs({ emp: 'EMP0001', comp: 'DEMO0001' });
    gateway({ unread: envelopeResponse({ ok: false, status: 500, msg: 'message service down' }) });
    renderShell('/msg/message/list');

    // The message list is a real page now: its module loads first.
    await waitFor(
      () => {
        expect(currentNotice()?.message).toBe(
          'Error querying the unread number of in-site messages',
        );
      },
      { timeout: 10_000 },
    );
  });
});
