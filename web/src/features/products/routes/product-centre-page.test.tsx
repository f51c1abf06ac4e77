import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ProductCentrePage from '@/features/products/routes/product-centre-page';
import { CALLS, PRODUCTS, productGateway } from '@/features/products/testing/gateway';
import { bodyAt } from '@/features/products/testing/requests';
import { productSession, renderInSession } from '@/features/products/testing/session';
import { requestsTo } from '@/testing/fetch-mock';

const card = async (name: string) => screen.findByRole('article', { name });

describe('ProductCentrePage', { timeout: 20_000 }, () => {
  it('shows every product with its permit status from the dictionary and what may be done', async () => {
    const gateway = productGateway();
    renderInSession(ProductCentrePage, { path: '/center/product/product' });

    expect(screen.getByRole('heading', { level: 1, name: 'Product centre' })).toBeVisible();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((item) => item.dataset.productCode)).toEqual(
      PRODUCTS.map(({ productCode }) => productCode),
    );

    // Held from registration: the dictionary's 'active'; entering leads to the workbench.
    const enterprise = await card('Enterprise');
    const active = await within(enterprise).findByText('Active');
    expect(active.closest('[data-status]')).toHaveAttribute('data-status', '80');
    expect(within(enterprise).getByRole('link', { name: 'Enter' })).toHaveAttribute(
      'href',
      '/center/product/workbench/EC',
    );
    // The account centre is the portal's own CRM screens.
    expect(
      within(await card('Account centre')).getByRole('link', { name: 'Enter' }),
    ).toHaveAttribute('href', '/center/crm');

    const credit = await card('Credit vouchers');
    expect(await within(credit).findByText('Submitted')).toBeVisible();
    expect(within(credit).getByRole('button', { name: 'Progress' })).toBeVisible();
    // A secondary action, drawn as a button all the same (not a bare word).
    expect(within(credit).getByRole('button', { name: 'Withdraw' })).toHaveClass(
      'MuiButton-outlined',
    );
    expect(within(credit).queryByRole('link', { name: 'Enter' })).toBeNull();

    const bills = await card('Bills');
    expect(await within(bills).findByText('Rejected')).toBeVisible();
    expect(within(bills).getByText('Reason for rejection: The permit has expired')).toBeVisible();
    expect(within(bills).getByRole('button', { name: 'Apply again' })).toBeVisible();

    const invoices = await card('Invoices');
    expect(within(invoices).getByText('Not applied for')).toBeVisible();
    expect(within(invoices).getByRole('button', { name: 'Apply' })).toBeVisible();
    expect(requestsTo(gateway, CALLS.products)[0]?.url).toContain('compCode=DEMO0006');
  });

  it('tells a colleague who is not the administrator that only the administrator applies', async () => {
    productGateway({
      products: PRODUCTS.map((item) => ({ ...item, canApply: false, canWithdraw: false })),
    });
    renderInSession(ProductCentrePage, { session: productSession({ rootManager: 0 }) });

    const invoices = await card('Invoices');
    expect(within(invoices).getByText('Only the company administrator can apply')).toBeVisible();
    expect(within(invoices).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('withdraws an application after confirming', async () => {
    const gateway = productGateway();
    const user = userEvent.setup();
    renderInSession(ProductCentrePage);

    await user.click(
      within(await card('Credit vouchers')).getByRole('button', { name: 'Withdraw' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tip' });
    expect(dialog).toHaveTextContent('Withdraw the application for “Credit vouchers”?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Operation successful')).toBeVisible();
    expect(await bodyAt(gateway, CALLS.withdraw, 0)).toEqual({ productCode: 'CREDIT' });
    // The statuses are read again.
    await waitFor(() => {
      expect(requestsTo(gateway, CALLS.products)).toHaveLength(2);
    });
  });

  it('follows an application: the permit, its documents and the audit trail', async () => {
    const gateway = productGateway();
    const user = userEvent.setup();
    renderInSession(ProductCentrePage);

    await user.click(
      within(await card('Credit vouchers')).getByRole('button', { name: 'Progress' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Progress: Credit vouchers' });
    expect(await within(dialog).findByText('Zhou Ting, 310104********5033')).toBeVisible();
    // The permit's details and its trail load after the applicant: wait for each.
    expect(await within(dialog).findByText('Funder')).toBeVisible();
    expect(
      await within(dialog).findByRole('link', { name: 'Download licence.pdf' }),
    ).toHaveAttribute('download', 'licence.pdf');
    const trail = await within(dialog).findAllByTestId('audit-entry');
    expect(trail).toHaveLength(2);
    expect(trail[0]).toHaveTextContent('Company user · Zhou Ting');
    expect(trail[0]).toHaveTextContent('First application');
    expect(trail[1]).toHaveTextContent('Withdrawn');
    expect(trail[1]).toHaveTextContent('Platform review · reviewer-1');
    const audit = requestsTo(gateway, CALLS.audit)[0]?.url ?? '';
    expect(audit).toContain('compCode=DEMO0006');
    expect(audit).toContain('productCode=CREDIT');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
