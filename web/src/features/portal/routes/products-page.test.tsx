import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ProductsPage from '@/features/portal/routes/products-page';
import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway } from '@/testing/fetch-mock';
import { skippedHeadings } from '@/testing/headings';
import { renderPage } from '@/testing/render';

const products = [
  {
    productCode: 'EC',
    productName: 'Enterprise',
    summary: 'Workbench',
    icon: 'enterprise',
    sort: 1,
  },
  { productCode: 'BILL', productName: 'Bills', summary: 'Electronic bills', icon: 'bill', sort: 2 },
];

describe('ProductsPage', () => {
  it('heads each product one level below the page title', async () => {
    mockGateway((path) =>
      path === apiPath('product/list')
        ? envelopeResponse({ ok: true, body: products })
        : envelopeResponse({ ok: false, status: 404, msg: 'not here' }),
    );

    renderPage(ProductsPage, { path: '/index/product' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Bills' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(skippedHeadings()).toEqual([]);
  });
});
