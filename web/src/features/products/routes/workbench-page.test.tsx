import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import WorkbenchPage from '@/features/products/routes/workbench-page';
import {
  CALLS,
  CREDIT_PERMIT,
  PRODUCTS,
  product,
  productGateway,
} from '@/features/products/testing/gateway';
import '@/features/products/testing/requests';
import { renderInSession } from '@/features/products/testing/session';
import { requestsTo } from '@/testing/fetch-mock';

const PATTERN = '/center/product/workbench/:productCode';
const INVOICES = product('INVOICE', 'Invoices', {
  opened: true,
  permitStatus: 80,
  icon: 'invoice',
});
const MENU = [
  { resUri: '/invoice', name: 'Invoicing', parent: null, sort: 1, icon: null },
  { resUri: '/invoice/list', name: 'Invoice list', parent: '/invoice', sort: 2, icon: null },
  { resUri: 'https://help.example.com/invoices', name: 'Help', parent: null, sort: 3, icon: null },
];

describe('WorkbenchPage', { timeout: 20_000 }, () => {
  it('shows the product’s menu, the company and role context and the overview', async () => {
    const gateway = productGateway({
      products: [...PRODUCTS.filter(({ productCode }) => productCode !== 'INVOICE'), INVOICES],
      menu: MENU,
      permit: {
        ...CREDIT_PERMIT,
        productCode: 'INVOICE',
        status: 80,
        decidedAt: '2026-04-03T06:00:00Z',
      },
    });
    renderInSession(WorkbenchPage, { path: '/center/product/workbench/INVOICE', pattern: PATTERN });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoices workbench' }),
    ).toBeVisible();

    // The menu: entries under their parent; the product's own pages lead nowhere here, an
    // external address opens in a new tab.
    const menu = await screen.findByRole('list', { name: 'Product menu' });
    expect(within(menu).getAllByTestId('workbench-menu-entry')).toHaveLength(3);
    expect(within(menu).getByText('Invoice list')).toBeVisible();
    expect(within(menu).queryByRole('link', { name: /Invoice list/ })).toBeNull();
    // Named, not addressed: the resource's URI is nothing a person reads.
    expect(within(menu).queryByText('/invoice/list')).toBeNull();
    expect(menu).not.toHaveTextContent('/invoice');
    const help = within(menu).getByRole('link', { name: /Help/ });
    expect(help).toHaveAttribute('href', 'https://help.example.com/invoices');
    expect(help).toHaveAttribute('target', '_blank');

    const context = screen.getByRole('region', { name: 'Company and roles' });
    expect(await within(context).findByText('Demo Bank Shanghai')).toBeVisible();
    expect(await within(context).findByText('Funder')).toBeVisible();
    expect(await within(context).findByText('Administrator, Handler')).toBeVisible();

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('Active')).toBeVisible();
    expect(await within(overview).findByText('2026-04-03', { exact: false })).toBeVisible();
    expect(within(overview).getByText('use 3 menu entries of this product')).toBeVisible();

    expect(requestsTo(gateway, CALLS.menu)[0]?.url).toContain('productCode=INVOICE');
    expect(requestsTo(gateway, CALLS.companyInfo)[0]?.url).toContain('productCode=INVOICE');
  });

  it('runs the enterprise product in the session’s role, without a menu of its own', async () => {
    productGateway();
    renderInSession(WorkbenchPage, { path: '/center/product/workbench/EC', pattern: PATTERN });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enterprise workbench' }),
    ).toBeVisible();
    expect(await screen.findByText(/Your roles grant no menu entries/)).toBeVisible();
    const context = screen.getByRole('region', { name: 'Company and roles' });
    expect(await within(context).findByText('Funder (this session)')).toBeVisible();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Since the company registered')).toBeVisible();
  });

  it('refuses a product the company does not hold, and an unknown one', async () => {
    productGateway();
    const { unmount } = renderInSession(WorkbenchPage, {
      path: '/center/product/workbench/BILL',
      pattern: PATTERN,
    });
    expect(await screen.findByText(/Your company does not hold this product yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the product centre' })).toHaveAttribute(
      'href',
      '/center/product/product',
    );
    expect(screen.queryByRole('region', { name: 'Product menu' })).toBeNull();
    unmount();

    renderInSession(WorkbenchPage, { path: '/center/product/workbench/NOPE', pattern: PATTERN });
    expect(await screen.findByText('The platform has no such product')).toBeVisible();
  });
});
