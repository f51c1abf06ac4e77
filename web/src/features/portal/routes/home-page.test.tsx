import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import HomePage from '@/features/portal/routes/home-page';
import { apiPath } from '@/lib/api-paths';
import { saveTokens } from '@/lib/auth-token';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';
import { renderPage } from '@/testing/render';
import { fakeAccessToken } from '@/testing/session-fixtures';

const PRODUCTS = apiPath('product/list');
const ARTICLES = apiPath('manage/article/getArticleList');
const AFFICHES = apiPath('affiche/list');

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

const news = {
  total: 1,
  list: [
    {
      id: 7,
      title: 'Platform launched',
      category: 'platform',
      categoryName: 'Platform',
      summary: 'Now open',
      coverFileToken: null,
      publishedAt: '2026-03-01T00:00:00Z',
    },
  ],
  categories: [{ code: 'platform', name: 'Platform' }],
};

const affiches = {
  total: 2,
  list: [
    {
      id: 3,
      title: 'Maintenance on Saturday',
      summary: '',
      publishedAt: '2026-03-02T00:00:00Z',
      read: false,
    },
    { id: 1, title: 'Welcome', summary: '', publishedAt: '2026-02-01T00:00:00Z', read: true },
  ],
};

function gateway(productAnswer: Response = envelopeResponse({ ok: true, body: products })) {
  return mockGateway((path) => {
    if (path === PRODUCTS) return productAnswer.clone();
    if (path === ARTICLES) return envelopeResponse({ ok: true, body: news });
    if (path === AFFICHES) return envelopeResponse({ ok: true, body: affiches });
    return envelopeResponse({ ok: false, status: 404, msg: 'unknown' });
  });
}

describe('HomePage', { timeout: 15_000 }, () => {
  it('renders one card per product from product/list, in sort order', async () => {
    const fetchMock = gateway();

    renderPage(HomePage, { path: '/index/index' });

    expect(screen.getByText('Loading products…')).toBeVisible();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Enterprise',
      'Account centre',
      'Bills',
    ]);
    expect(cards[0]).toHaveTextContent('Core enterprise workbench');

    const [request] = requestsTo(fetchMock, PRODUCTS);
    expect(request?.init.method).toBe('POST');
    expect(request?.init.body).toBeUndefined();
  });

  it('shows the envelope msg when the product call fails', async () => {
    gateway(envelopeResponse({ ok: false, status: 500, msg: 'Product service unavailable' }));

    renderPage(HomePage, { path: '/index/index' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Product service unavailable');
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
  });

  it('links the hero to registration', async () => {
    gateway(envelopeResponse({ ok: true, body: [] }));

    renderPage(HomePage, { path: '/index/index' });

    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/index/register',
    );
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });

  it('shows the latest news, and no announcements to a visitor', async () => {
    const fetchMock = gateway();

    renderPage(HomePage, { path: '/index/index' });

    const latest = await screen.findByRole('region', { name: 'Latest news' });
    expect(await within(latest).findByRole('link', { name: 'Platform launched' })).toHaveAttribute(
      'href',
      '/index/news/detail/7/Platform-launched',
    );
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(requestsTo(fetchMock, AFFICHES)).toHaveLength(0);
  });

  it('shows the announcements, unread first marked, to a signed-in user', async () => {
    saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
    gateway();

    renderPage(HomePage, { path: '/index/index' });

    const block = await screen.findByRole('region', { name: 'Announcements' });
    const link = await within(block).findByRole('link', { name: 'Maintenance on Saturday' });
    expect(link).toHaveAttribute('href', '/msg/affiche/detail/3');
    expect(within(block).getAllByText('Unread')).toHaveLength(1);
  });
});
