import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { SentRow } from '@console/features/messages/api/list-sent';
import MessagePage from '@console/features/messages/routes/message-page';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';

const SENT: SentRow = {
  id: 3,
  audience: 'company',
  target: 'DEMO0006',
  title: 'Maintenance tonight',
  titleEn: null,
  recipients: 1,
  sentByCode: 'OPDEMO3',
  sentByName: '孙编辑',
  sentAt: '2026-03-01T02:00:00Z',
};

const PREVIEW = { html: '<p>Applications <strong>pause</strong> at 22:00.</p>' };

async function compose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Send a message' }));
  const dialog = screen.getByRole('dialog', { name: 'Send a message' });
  await user.click(within(dialog).getByRole('textbox', { name: /^Title/ }));
  await user.paste('Maintenance tonight');
  await user.click(within(dialog).getByRole('textbox', { name: /^Body/ }));
  await user.paste('Applications **pause** at 22:00.');
  return dialog;
}

describe('in-site messages', () => {
  it('sends to one company after a preview naming who receives it', async () => {
    signInOperator({ roles: ['content_editor'] });
    const gateway = consoleGateway({
      '/ops/message/sent': { rows: [], total: 0 },
      '/ops/message/preview': PREVIEW,
      '/ops/message/send': SENT,
    });
    renderPage(MessagePage, { path: '/messages' });

    const user = userEvent.setup();
    const dialog = await compose(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Enter a company code')).toBeVisible();
    await user.click(within(dialog).getByRole('textbox', { name: /^Company code/ }));
    await user.paste('DEMO0006');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm sending' });
    expect(within(confirm).getByRole('status')).toHaveTextContent(
      'It goes to company DEMO0006 (1 company).',
    );
    const body = within(confirm).getByRole('region', { name: 'Chinese body, as sent' });
    expect(within(body).getByText('pause').tagName).toBe('STRONG');
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent; companies receiving it: 1')).toBeVisible();
    expect(await gateway.bodies('/ops/message/send')).toEqual([
      {
        audience: 'company',
        compCode: 'DEMO0006',
        compRole: null,
        title: 'Maintenance tonight',
        titleEn: null,
        format: 'markdown',
        content: 'Applications **pause** at 22:00.',
        contentEn: null,
      },
    ]);
  }, 60_000);

  it('counts the companies of a role for an administrator before sending', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({
      '/ops/message/sent': { rows: [SENT], total: 1 },
      '/ops/message/preview': PREVIEW,
      '/ops/company/list': { rows: [], total: 4 },
    });
    renderPage(MessagePage, { path: '/messages' });

    const user = userEvent.setup();
    expect(await screen.findByText('Maintenance tonight')).toBeVisible();
    const dialog = await compose(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Company role' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Company role/ }));
    await user.click(await screen.findByRole('option', { name: 'Supplier' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm sending' });
    expect(await within(confirm).findByText(/4 in all/)).toHaveTextContent(
      'It goes to every active company holding the company role “Supplier”: 4 in all.',
    );
    expect(await gateway.bodies('/ops/company/list')).toEqual([
      { pageNum: 1, pageSize: 10, status: 'active', compRole: 'C102' },
    ]);
  }, 60_000);

  it('takes a refusal back to the form, beside the field it names', async () => {
    signInOperator({ roles: ['content_editor'] });
    consoleGateway({
      '/ops/message/sent': { rows: [], total: 0 },
      '/ops/message/preview': PREVIEW,
      '/ops/message/send': refused(400, 'compCode has an invalid format'),
    });
    renderPage(MessagePage, { path: '/messages' });

    const user = userEvent.setup();
    const dialog = await compose(user);
    await user.click(within(dialog).getByRole('textbox', { name: /^Company code/ }));
    await user.paste('DEMO 6');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm sending' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    const code = await screen.findByRole('textbox', { name: /^Company code/ });
    expect(code).toHaveAccessibleDescription('compCode has an invalid format');
  }, 60_000);

  it('offers an auditor the record only', async () => {
    signInOperator({ roles: ['auditor'] });
    consoleGateway({ '/ops/message/sent': { rows: [SENT], total: 1 } });
    renderPage(MessagePage, { path: '/messages' });

    const grid = await screen.findByRole('grid', { name: 'Messages sent' });
    expect(await within(grid).findByText('One company · DEMO0006')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
  }, 60_000);
});
