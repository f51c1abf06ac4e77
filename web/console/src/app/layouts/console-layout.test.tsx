import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProviders } from '@console/app/providers';
import { buildRoutes } from '@console/app/routes/build-routes';
import { routeTree } from '@console/app/routes/route-tree';
import type { OperatorRole } from '@console/lib/api-types';
import { consoleGateway } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { getAccessToken } from '@/lib/auth-token';
import { setAppNavigator } from '@/lib/navigation';

const PARAMS = { rows: [], total: 0 };

/** The console as it runs: the real route tree, its guards and the shell, at `path`. */
function renderConsole(path: string) {
  const router = createMemoryRouter(buildRoutes(routeTree), { initialEntries: [path] });
  setAppNavigator({
    navigate: (to) => void router.navigate(to),
    location: () => router.state.location,
  });
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function menuLinks() {
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text !== 'Console');
}

function signIn(roles: OperatorRole[]) {
  signInOperator({ roles, name: '周审计' });
}

describe('the console shell', () => {
  it('offers an administrator every screen of part one, with who is signed in', async () => {
    signIn(['ops_admin']);
    consoleGateway({ '/ops/security/list': PARAMS });
    renderConsole('/security');

    expect(
      await screen.findByRole('heading', { name: 'Security parameters', level: 1 }),
    ).toBeVisible();
    expect(menuLinks()).toEqual([
      'Review overview',
      'Registrations',
      'Product permits',
      'Changes of administrator',
      'Four-eyes policy',
      'Operator accounts',
      'Signed in now',
      'Sign-in log',
      'Customer users',
      'Companies',
      'Security parameters',
      'Audit log',
      'In-site messages',
      'My account',
    ]);
    // Named by all it shows, 'account menu' first (WCAG 2.5.3, Label in Name).
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAccessibleName(
      /^Account menu: ?周审计 ?Operations administrator$/,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(
      'Security parameters',
    );
  });

  it('offers a reviewer the review queues, the companies and their account, and refuses other screens', async () => {
    signIn(['reviewer']);
    renderConsole('/audit');

    expect(await screen.findByText('Your roles do not allow this page.')).toBeVisible();
    expect(menuLinks()).toEqual([
      'Review overview',
      'Registrations',
      'Product permits',
      'Changes of administrator',
      'Four-eyes policy',
      'Companies',
      'My account',
    ]);
  });

  it('starts an operator on the first screen their roles open', async () => {
    signIn(['auditor']);
    consoleGateway({ '/ops/review/summary': { queues: [] } });
    const router = renderConsole('/');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/review/dashboard');
    });
  });

  it('starts an editor, who reads no case, on the news they write', async () => {
    signIn(['content_editor']);
    const router = renderConsole('/');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/content/articles');
    });
  });

  it('sends a tab without a session to sign-in, coming back afterwards', async () => {
    const router = renderConsole('/users?keyword=wang');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/sign-in');
    });
    expect(router.state.location.search).toBe('?redirect=%2Fusers%3Fkeyword%3Dwang');
  });

  it('signs out from the account menu', async () => {
    signIn(['auditor']);
    const gateway = consoleGateway({ '/ops/security/list': PARAMS, '/ops/session/logout': null });
    const router = renderConsole('/security');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/sign-in');
    });
    expect(gateway.requests('/ops/session/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeUndefined();
  });
});
