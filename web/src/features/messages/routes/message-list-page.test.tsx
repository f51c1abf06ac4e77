import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import MessageListPage from '@/features/messages/routes/message-list-page';
import { MESSAGE_SESSION, renderInSession } from '@/features/messages/testing/session';
import { bodyAt, bodyOf } from '@/features/messages/testing/requests';
import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';

const LIST = apiPath('message/list');
const READ = apiPath('message/read');
const READ_ALL = apiPath('message/readAll');
const DELETE = apiPath('message/delete');
const UNREAD_KEY = ['session', MESSAGE_SESSION.identityKey, 'unread', 'DEMO0007'];

function row(id: number, title: string, readStatus: 0 | 1, type = 'system') {
  return {
    id,
    title,
    summary: `About ${title}`,
    type,
    readStatus,
    createdAt: '2026-04-02T02:30:00Z',
  };
}

const ROWS = [row(3, 'Permit approved', 0, 'permit'), row(2, 'Welcome', 0), row(1, 'Old news', 1)];

/** A message service holding `rows`, counting what was read. */
function messageGateway(rows = ROWS, total = rows.length) {
  let unread = rows.filter(({ readStatus }) => readStatus === 0).length;
  return mockGateway(async (path, request) => {
    const body = await bodyOf(request);
    if (path === LIST) return envelopeResponse({ ok: true, body: { total, list: rows } });
    if (path === READ || path === DELETE) {
      unread -= (body.ids as number[]).length;
      return envelopeResponse({ ok: true, body: { unread } });
    }
    if (path === READ_ALL) return envelopeResponse({ ok: true, body: { unread: 0 } });
    return envelopeResponse({ ok: false, status: 404, msg: 'unknown' });
  });
}

async function confirm(user: ReturnType<typeof userEvent.setup>, text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Tip' });
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('MessageListPage', { timeout: 15_000 }, () => {
  it('lists the messages as the server orders them, unread ones tagged, with links', async () => {
    const gateway = messageGateway();
    renderInSession(MessageListPage, { path: '/msg/message/list' });

    const rows = await screen.findAllByTestId('message-row');
    expect(rows.map((item) => item.dataset.unread)).toEqual(['true', 'true', 'false']);
    expect(within(rows[0] as HTMLElement).getByText('Unread')).toBeVisible();
    expect(rows[0]).toHaveTextContent('Product permit · 2026-04-02');
    expect(within(rows[2] as HTMLElement).queryByText('Unread')).toBeNull();
    expect(screen.getByRole('link', { name: 'Welcome' })).toHaveAttribute(
      'href',
      '/msg/message/detail/2',
    );
    expect(screen.getByText('3 messages')).toBeVisible();
    expect(await bodyAt(gateway, LIST, 0)).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('reads page and filters from the URL and puts changes back there', async () => {
    const gateway = messageGateway(ROWS, 25);
    const user = userEvent.setup();
    const { router } = renderInSession(MessageListPage, {
      path: '/msg/message/list?read=unread&type=permit&page=2',
    });

    await screen.findAllByTestId('message-row');
    expect(await bodyAt(gateway, LIST, 0)).toEqual({
      pageNum: 2,
      pageSize: 10,
      readStatus: 0,
      type: 'permit',
    });
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(router.state.location.search).toBe('?read=read&type=permit');
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(router.state.location.search).toBe('?read=read&type=permit&page=3');
    // The page asks for what the URL says (a request overtaken by the next may be dropped).
    await waitFor(async () => {
      const sent = requestsTo(gateway, LIST);
      expect(await bodyAt(gateway, LIST, sent.length - 1)).toEqual({
        pageNum: 3,
        pageSize: 10,
        readStatus: 1,
        type: 'permit',
      });
    });
  });

  it('says when there are no messages, and when none match the filters', async () => {
    messageGateway([]);
    const { unmount } = renderInSession(MessageListPage, { path: '/msg/message/list' });
    expect(await screen.findByText('No messages yet')).toBeVisible();
    unmount();

    renderInSession(MessageListPage, { path: '/msg/message/list?read=unread' });
    expect(await screen.findByText('No messages match these filters')).toBeVisible();
  });

  it('shows the server’s message when the list fails, with a retry', async () => {
    mockGateway(() => envelopeResponse({ ok: false, status: 503, msg: 'Service unavailable' }));
    renderInSession(MessageListPage, { path: '/msg/message/list' });

    // The list call's warning (specification §8) and the page's own error state.
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Service unavailable');
  });

  it('marks the selected messages read after confirming, and the bell takes the new count', async () => {
    const gateway = messageGateway();
    const user = userEvent.setup();
    const { queryClient } = renderInSession(MessageListPage, { path: '/msg/message/list' });
    queryClient.setQueryData(UNREAD_KEY, 2);

    await user.click(await screen.findByRole('checkbox', { name: 'Select: Permit approved' }));
    expect(screen.getByText('1 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await confirm(user, 'Mark the 1 selected messages as read?');

    expect(await screen.findByText('Operation successful')).toBeVisible();
    expect(await bodyAt(gateway, READ, 0)).toEqual({ ids: [3] });
    expect(queryClient.getQueryData(UNREAD_KEY)).toBe(1);
    await waitFor(() => {
      expect(requestsTo(gateway, LIST)).toHaveLength(2);
    });
    expect(screen.queryByText('1 selected')).toBeNull();
  });

  it('deletes the whole page selection, and asks nothing when cancelled', async () => {
    const gateway = messageGateway();
    const user = userEvent.setup();
    renderInSession(MessageListPage, { path: '/msg/message/list' });

    await screen.findAllByTestId('message-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select every message on this page' }));
    expect(screen.getByText('3 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(requestsTo(gateway, DELETE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await confirm(user, 'Delete the 3 selected messages?');
    expect(await screen.findByText('Operation successful')).toBeVisible();
    expect(await bodyAt(gateway, DELETE, 0)).toEqual({ ids: [3, 2, 1] });
  });

  it('marks everything of the filtered type read', async () => {
    const gateway = messageGateway();
    const user = userEvent.setup();
    const { queryClient } = renderInSession(MessageListPage, {
      path: '/msg/message/list?type=permit',
    });
    queryClient.setQueryData(UNREAD_KEY, 2);

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await confirm(user, 'Mark every “Product permit” message as read?');
    expect(await screen.findByText('Operation successful')).toBeVisible();
    expect(await bodyAt(gateway, READ_ALL, 0)).toEqual({ type: 'permit' });
    expect(queryClient.getQueryData(UNREAD_KEY)).toBe(0);
  });
});
