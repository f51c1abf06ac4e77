import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import CompanyListPage from '@/features/company/routes/company-list-page';
import { CALLS, companyGateway, DETAIL, ok, refused } from '@/features/company/testing/fixtures';
import { portalSession, renderSessionPage } from '@/testing/portal-session';

const PATH = '/center/crm/company/list';

describe('CompanyListPage', { timeout: 20_000 }, () => {
  it("lists the user's active companies and details the current one, its address named", async () => {
    const calls = companyGateway();
    renderSessionPage(CompanyListPage, { path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Company information' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'My companies' });
    const items = within(list).getAllByRole('button');
    const current = items[0] as HTMLElement;
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hangzhou Auto Parts'),
      expect.stringContaining('Shanghai Core Group'),
    ]);
    expect(current).toHaveTextContent('Current company');
    expect(current).toHaveTextContent('Administrator');
    expect(
      await within(current).findByText(
        'Enterprise · Core enterprise / Account centre · Member unit',
      ),
    ).toBeVisible();

    const detail = await screen.findByRole('region', { name: 'Hangzhou Auto Parts' });
    expect(within(detail).getByText('91330100MA2H3K5L7U')).toBeVisible();
    expect(within(detail).getByText('330106********3019')).toBeVisible();
    expect(await within(detail).findByText('Zhejiang Hangzhou 90 Wensan Road')).toBeVisible();
    expect(within(detail).getByText('Zhao Min · 138****0005')).toBeVisible();
    expect(within(detail).getByText('No business licence on file')).toBeVisible();
    expect(within(detail).getByRole('link', { name: 'Change the administrator' })).toHaveAttribute(
      'href',
      '/center/crm/company/changeAcc',
    );
    expect(calls.find(({ path }) => path === CALLS.detail)?.body).toEqual({ compCode: 'DEMO0004' });
    expect(calls.find(({ path }) => path === CALLS.areas)?.url).toContain('pid=330000');
  });

  it('names the regions once when the street address already starts with them', async () => {
    companyGateway((path) => {
      if (path === CALLS.detail) return ok({ ...DETAIL, address: '浙江省杭州市文三路90号' });
      if (path === CALLS.provinces) return ok([{ code: '330000', name: '浙江省', pid: null }]);
      if (path === CALLS.areas) return ok([{ code: '330100', name: '杭州市', pid: '330000' }]);
      return undefined;
    });
    renderSessionPage(CompanyListPage, { path: PATH });

    const detail = await screen.findByRole('region', { name: 'Hangzhou Auto Parts' });
    expect(await within(detail).findByText('浙江省杭州市文三路90号')).toBeVisible();
    expect(within(detail).queryByText(/^浙江省 杭州市/)).toBeNull();
  });

  it('details another company chosen, in the URL, without its administrator change', async () => {
    const calls = companyGateway();
    const { router } = renderSessionPage(CompanyListPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: /Shanghai Core Group/ }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?comp=DEMO0001');
    });
    await waitFor(() => {
      expect(calls.filter(({ path }) => path === CALLS.detail).at(-1)?.body).toEqual({
        compCode: 'DEMO0001',
      });
    });
    expect(
      await screen.findByText('Switch to this company to change its administrator.'),
    ).toBeVisible();
  });

  it('offers only the applications to an employee who is not an administrator', async () => {
    companyGateway();
    renderSessionPage(CompanyListPage, {
      path: PATH,
      session: portalSession({ rootManager: 0, employeeRole: ['E102'] }),
    });

    expect(await screen.findByRole('link', { name: 'Change applications' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Change the administrator' })).toBeNull();
  });

  it('shows a failed list with a retry', async () => {
    companyGateway((path) =>
      path === CALLS.mine ? refused(503, 'Service unavailable') : undefined,
    );
    renderSessionPage(CompanyListPage, { path: PATH });

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getAllByText('Service unavailable').length).toBeGreaterThan(0);
  });
});
