import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import AfficheDetailPage from '@/features/messages/routes/affiche-detail-page';
import AfficheListPage from '@/features/messages/routes/affiche-list-page';
import { renderInSession } from '@/features/messages/testing/session';
import { bodyAt, bodyOf } from '@/features/messages/testing/requests';
import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';

const LIST = apiPath('affiche/list');
const DETAIL = apiPath('affiche/detail');

function affiche(id: number, title: string, read: boolean) {
  return { id, title, summary: `About ${title}`, publishedAt: '2026-03-30T01:00:00Z', read };
}

function afficheGateway(total = 2) {
  return mockGateway(async (path, request) => {
    const body = await bodyOf(request);
    if (path === LIST) {
      const list = [affiche(3, 'Maintenance on Saturday', false), affiche(1, 'Launched', true)];
      return envelopeResponse({ ok: true, body: { total, list } });
    }
    if (path === DETAIL && body.id === 3) {
      return envelopeResponse({
        ok: true,
        body: {
          ...affiche(3, 'Maintenance on Saturday', true),
          content: '<p>From <strong>22:00</strong> to 24:00.</p>',
        },
      });
    }
    return envelopeResponse({ ok: false, status: 404, msg: 'No such announcement.' });
  });
}

describe('AfficheListPage', { timeout: 15_000 }, () => {
  it('lists the announcements, unread ones tagged, paged through the URL', async () => {
    const gateway = afficheGateway(12);
    const user = userEvent.setup();
    const { router } = renderInSession(AfficheListPage, { path: '/msg/affiche/list' });

    const rows = await screen.findAllByTestId('affiche-row');
    expect(within(rows[0] as HTMLElement).getByText('Unread')).toBeVisible();
    expect(within(rows[1] as HTMLElement).queryByText('Unread')).toBeNull();
    expect(rows[0]).toHaveTextContent('Published: 2026-03-30');
    expect(screen.getByRole('link', { name: 'Launched' })).toHaveAttribute(
      'href',
      '/msg/affiche/detail/1',
    );
    expect(screen.getByText('12 announcements')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => {
      expect(requestsTo(gateway, LIST)).toHaveLength(2);
    });
    expect(await bodyAt(gateway, LIST, 1)).toEqual({ pageNum: 2, pageSize: 10 });
  });

  it('says when there are none', async () => {
    mockGateway(() => envelopeResponse({ ok: true, body: { total: 0, list: [] } }));
    renderInSession(AfficheListPage, { path: '/msg/affiche/list' });
    expect(await screen.findByText('No announcements yet')).toBeVisible();
  });
});

describe('AfficheDetailPage', { timeout: 15_000 }, () => {
  it('shows the announcement with its sanitised HTML', async () => {
    const gateway = afficheGateway();
    renderInSession(AfficheDetailPage, {
      path: '/msg/affiche/detail/3',
      pattern: '/msg/affiche/detail/:id',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maintenance on Saturday' }),
    ).toBeVisible();
    expect(screen.getByText('22:00').tagName).toBe('STRONG');
    expect(screen.getByText('Published:', { exact: false })).toHaveTextContent('2026-03-30');
    expect(await bodyAt(gateway, DETAIL, 0)).toEqual({ id: 3 });
    expect(screen.getByRole('link', { name: 'Back to the announcements' })).toHaveAttribute(
      'href',
      '/msg/affiche/list',
    );
  });

  it('shows the server’s answer for an unknown announcement', async () => {
    afficheGateway();
    renderInSession(AfficheDetailPage, {
      path: '/msg/affiche/detail/9',
      pattern: '/msg/affiche/detail/:id',
    });
    expect(await screen.findByText('No such announcement.')).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Back to the announcements' })).toHaveAttribute(
      'href',
      '/msg/affiche/list',
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
