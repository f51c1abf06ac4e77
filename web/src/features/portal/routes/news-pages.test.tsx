import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import NewsDetailPage from '@/features/portal/routes/news-detail-page';
import NewsListPage from '@/features/portal/routes/news-list-page';
import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';
import { skippedHeadings } from '@/testing/headings';
import { openRequest } from '@/testing/protected-request';
import { renderPage, renderWithProviders } from '@/testing/render';

const LIST = apiPath('manage/article/getArticleList');
const INFO = apiPath('manage/article/getArticleInfo');
const CATEGORIES = [
  { code: 'platform', name: 'Platform' },
  { code: 'policy', name: 'Policy' },
];

function article(id: number, title: string, category = 'platform') {
  return {
    id,
    title,
    category,
    categoryName: category === 'platform' ? 'Platform' : 'Policy',
    summary: `Summary of ${title}`,
    coverFileToken: null,
    publishedAt: '2026-03-04T02:00:00Z',
  };
}

function newsGateway(total = 2) {
  return mockGateway(async (path, request) => {
    const body = JSON.parse((await openRequest(request)).json ?? '{}') as Record<string, unknown>;
    if (path === LIST) {
      const list =
        body.category === 'policy'
          ? [article(3, 'Policy notes', 'policy')]
          : [article(1, 'Platform launched'), article(2, 'Account centre / upgrade')];
      return envelopeResponse({ ok: true, body: { total, list, categories: CATEGORIES } });
    }
    if (path === INFO && body.id === 2) {
      return envelopeResponse({
        ok: true,
        body: {
          ...article(2, 'Account centre / upgrade'),
          content: '<h2>What changed</h2><p>Switch <strong>company</strong> from the header.</p>',
          prev: { id: 1, title: 'Platform launched' },
          next: null,
        },
      });
    }
    return envelopeResponse({ ok: false, status: 404, msg: 'The article does not exist' });
  });
}

const bodies = async (fetchMock: ReturnType<typeof newsGateway>) =>
  Promise.all(
    requestsTo(fetchMock, LIST).map(
      async (request) => JSON.parse((await openRequest(request)).json ?? '{}') as unknown,
    ),
  );

describe('NewsListPage', { timeout: 15_000 }, () => {
  it('lists the articles with links to /index/news/detail/{id}/{name}', async () => {
    newsGateway();

    renderPage(NewsListPage, { path: '/index/news/list' });

    const items = await screen.findAllByTestId('news-item');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/index/news/detail/2/${encodeURIComponent('Account-centre-upgrade')}`,
    );
    expect(items[0]).toHaveTextContent('Published 2026-03-04');
    expect(screen.getByText('2 articles')).toBeVisible();
  });

  it('heads each article one level below the page title', async () => {
    newsGateway();

    renderPage(NewsListPage, { path: '/index/news/list' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Platform launched' }),
    ).toBeVisible();
    expect(skippedHeadings()).toEqual([]);
  });

  it('filters by category tab and searches by keyword, keeping both in the URL', async () => {
    const fetchMock = newsGateway(25);
    const { router } = renderPage(NewsListPage, { path: '/index/news/list' });

    await userEvent.click(await screen.findByRole('tab', { name: 'Policy' }));
    expect(await screen.findByText('Policy notes')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search news' }), 'notes{Enter}');

    await waitFor(() => {
      expect(router.state.location.search).toBe('?category=policy&keyword=notes');
    });
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(async () => {
      expect(await bodies(fetchMock)).toContainEqual({
        pageNum: 2,
        pageSize: 10,
        category: 'policy',
        keyword: 'notes',
      });
    });
    expect(router.state.location.search).toBe('?category=policy&keyword=notes&page=2');
  });
});

function renderDetail(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/index/news/detail/:id/:name', Component: NewsDetailPage },
      { path: '*', element: 'elsewhere' },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('NewsDetailPage', { timeout: 15_000 }, () => {
  it('shows the article HTML and its neighbours', async () => {
    newsGateway();

    renderDetail('/index/news/detail/2/anything');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account centre / upgrade' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
    expect(screen.getByText('company').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Platform launched' })).toHaveAttribute(
      'href',
      '/index/news/detail/1/Platform-launched',
    );
    // The newest article: one sentence, not 'Next: None'.
    expect(screen.getByText('No next article')).toBeVisible();
    expect(screen.queryByText('Next')).toBeNull();
  });

  it('says what the server says for an article that is not there', async () => {
    newsGateway();

    renderDetail('/index/news/detail/99/x');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The article does not exist');
    expect(within(alert).getByRole('link', { name: 'Back to the news' })).toHaveAttribute(
      'href',
      '/index/news/list',
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('sends an id that cannot be one to /404', async () => {
    mockGateway(() => envelopeResponse({ ok: true, body: null }));

    const router = renderDetail('/index/news/detail/abc/x');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/404');
    });
  });
});
