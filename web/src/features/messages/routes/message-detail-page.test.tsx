import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import MessageDetailPage from '@/features/messages/routes/message-detail-page';
import { MESSAGE_SESSION, renderInSession } from '@/features/messages/testing/session';
import { bodyAt, bodyOf } from '@/features/messages/testing/requests';
import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';

const DETAIL = apiPath('message/detail');
const DELETE = apiPath('message/delete');
const PATTERN = '/msg/message/detail/:id';
const UNREAD_KEY = ['session', MESSAGE_SESSION.identityKey, 'unread', 'DEMO0007'];

function detailGateway() {
  return mockGateway(async (path, request) => {
    const body = await bodyOf(request);
    if (path === DETAIL && body.id === 7) {
      return envelopeResponse({
        ok: true,
        body: {
          id: 7,
          title: 'Your permit was approved',
          content: '<p>You may now use <strong>Invoices</strong>.</p>',
          type: 'permit',
          readStatus: 1,
          createdAt: '2026-04-02T02:30:00Z',
        },
      });
    }
    if (path === DELETE) return envelopeResponse({ ok: true, body: { unread: 0 } });
    return envelopeResponse({ ok: false, status: 404, msg: 'No such message.' });
  });
}

describe('MessageDetailPage', { timeout: 15_000 }, () => {
  it('shows the message, and the bell asks for its count again (opening it read it)', async () => {
    const gateway = detailGateway();
    const { queryClient } = renderInSession(MessageDetailPage, {
      path: '/msg/message/detail/7',
      pattern: PATTERN,
    });
    queryClient.setQueryData(UNREAD_KEY, 3);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your permit was approved' }),
    ).toBeVisible();
    expect(screen.getByText('Type: Product permit')).toBeVisible();
    expect(screen.getByText('2026-04-02', { exact: false })).toBeVisible();
    expect(screen.getByText('Invoices').tagName).toBe('STRONG');
    expect(await bodyAt(gateway, DETAIL, 0)).toEqual({ id: 7 });
    await waitFor(() => {
      expect(queryClient.getQueryState(UNREAD_KEY)?.isInvalidated).toBe(true);
    });
    expect(screen.getByRole('link', { name: 'Back to the messages' })).toHaveAttribute(
      'href',
      '/msg/message/list',
    );
  });

  it('deletes the message after confirming and goes back to the list', async () => {
    const gateway = detailGateway();
    const user = userEvent.setup();
    const { router } = renderInSession(MessageDetailPage, {
      path: '/msg/message/detail/7',
      pattern: PATTERN,
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip' });
    expect(dialog).toHaveTextContent('Delete this message?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/msg/message/list');
    });
    expect(await bodyAt(gateway, DELETE, 0)).toEqual({ ids: [7] });
    expect(await screen.findByText('Operation successful')).toBeVisible();
  });

  it('shows the server’s answer for an unknown message, and asks nothing for a malformed id', async () => {
    const gateway = detailGateway();
    const { unmount } = renderInSession(MessageDetailPage, {
      path: '/msg/message/detail/8',
      pattern: PATTERN,
    });
    expect(await screen.findByText('No such message.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Message' })).toBeVisible();
    // Trying again cannot bring it back: the alert offers the way back to the list instead.
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Back to the messages' })).toHaveAttribute(
      'href',
      '/msg/message/list',
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    unmount();

    renderInSession(MessageDetailPage, { path: '/msg/message/detail/x1', pattern: PATTERN });
    expect(await screen.findByText('No such message')).toBeVisible();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Back to the messages' }),
    ).toBeVisible();
    expect(requestsTo(gateway, DETAIL)).toHaveLength(1);
  });

  it('offers another try when the message could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockGateway(() => {
      calls += 1;
      return calls === 1
        ? envelopeResponse({ ok: false, status: 500, msg: 'The service is unavailable.' })
        : envelopeResponse({
            ok: true,
            body: {
              id: 7,
              title: 'Your permit was approved',
              content: '<p>Approved.</p>',
              type: 'permit',
              readStatus: 1,
              createdAt: '2026-04-02T02:30:00Z',
            },
          });
    });
    renderInSession(MessageDetailPage, { path: '/msg/message/detail/7', pattern: PATTERN });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is unavailable.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your permit was approved' }),
    ).toBeVisible();
  });
});
