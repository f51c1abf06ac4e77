import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import HomePage from '@/features/portal/routes/home-page';
import { envelopeResponse, mockFetch, requestOf } from '@/testing/fetch-mock';
import { renderPage } from '@/testing/render';

const products = [
  {
    productCode: 'CRM',
    productName: 'Account centre',
    summary: 'Users and companies',
    icon: 'account',
    sort: 2,
  },
  {
    productCode: 'EC',
    productName: 'Enterprise',
    summary: 'Core enterprise workbench',
    icon: 'enterprise',
    sort: 1,
  },
  { productCode: 'BILL', productName: 'Bills', summary: 'Electronic bills', icon: 'bill', sort: 3 },
];

describe('HomePage', () => {
  it('renders one card per product from product/list, in sort order', async () => {
    const fetchMock = mockFetch(envelopeResponse({ ok: true, body: products }));

    renderPage(HomePage, { path: '/index/index' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Enterprise',
      'Account centre',
      'Bills',
    ]);
    expect(cards[0]).toHaveTextContent('Core enterprise workbench');

    const { url, init } = requestOf(fetchMock);
    expect(url).toBe('/api/web/portal/api/product/list');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('shows the envelope msg when the call fails', async () => {
    mockFetch(envelopeResponse({ ok: false, status: 500, msg: 'Product service unavailable' }));

    renderPage(HomePage, { path: '/index/index' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Product service unavailable');
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
  });

  it('links the hero to registration', async () => {
    mockFetch(envelopeResponse({ ok: true, body: [] }));

    renderPage(HomePage, { path: '/index/index' });

    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/index/register',
    );
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });
});
