import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RootLayout } from '@/app/layouts/root-layout';
import { AppProviders } from '@/app/providers';
import { buildRoutes } from '@/app/routes/build-routes';
import { routeTree } from '@/app/routes/route-tree';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';
import { fakeAccessToken } from '@/testing/session-fixtures';

const API = '/api/web/portal/api/';
const CAPTCHA = `${API}login/user/verify/code`;
const SIGN_IN = `${API}login/user/mobileLoginWithSecurity`;
const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
// What the product centre shows first: the company switcher's list, the session's company
// info, the products with their permit status, the status dictionary's labels.
const PRODUCT_CENTRE_CALLS = [
  'cust/employee/comps/all',
  'cust/employee/info/comp',
  'cust/product/findAllByPermitStatus',
  'reg/user/listDict',
].map((call) => API + call);

function renderApp(path: string) {
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

describe('signing in', { timeout: 30_000 }, () => {
  it('asks for all the product centre shows at once, not one call after another', async () => {
    const accessToken = fakeAccessToken({ comp: 'DEMO0001' });
    // The session's calls are never answered: whatever the page asks for meanwhile, it asked
    // for without waiting for another answer.
    const gateway = mockGateway((path) => {
      if (path === CAPTCHA) {
        return envelopeResponse({ ok: true, body: { image: IMAGE, expiresInSec: 120 } });
      }
      if (path === SIGN_IN) {
        const body = { next: 'tokens', accessToken, refreshToken: 'R', failurePeriodSec: 1800 };
        return envelopeResponse({ ok: true, body });
      }
      return new Promise<Response>(() => undefined);
    });
    const router = renderApp('/login');

    const user = userEvent.setup();
    const form = await screen.findByRole('tabpanel', { name: 'Password' }, { timeout: 15_000 });
    await screen.findByAltText('Image code');
    await user.type(within(form).getByLabelText('Mobile number'), '13800000002');
    await user.type(within(form).getByLabelText('Password', { selector: 'input' }), 'Demo@123456');
    await user.type(within(form).getByLabelText('Image code'), 'AB12');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/center/product/product');
        for (const call of PRODUCT_CENTRE_CALLS) expect(requestsTo(gateway, call)).toHaveLength(1);
      },
      { timeout: 15_000 },
    );
    // The company comes from the sign-in's token, which the company info would confirm.
    const permits = requestsTo(gateway, `${API}cust/product/findAllByPermitStatus`)[0];
    expect(permits?.url).toContain('compCode=DEMO0001');
    const dictionary = requestsTo(gateway, `${API}reg/user/listDict`)[0];
    expect(dictionary?.url).toContain('dictType=permitStatus');
  });
});
