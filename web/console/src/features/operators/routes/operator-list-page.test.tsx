import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ROW } from '@console/features/operators/testing-fixtures';
import OperatorListPage from '@console/features/operators/routes/operator-list-page';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';

const PAGE = { rows: [ROW], total: 41 };

describe('the operator list', () => {
  it('asks the server for the page and filters of the URL, and shows its rows', async () => {
    signInOperator({ roles: ['auditor'] });
    const gateway = consoleGateway({ '/ops/operator/list': PAGE });
    renderPage(OperatorListPage, { path: '/operators/list?page=2&keyword=li&role=reviewer' });

    const grid = await screen.findByRole('grid', { name: 'Operators' });
    expect(await within(grid).findByRole('link', { name: 'li.na' })).toHaveAttribute(
      'href',
      '/operators/list/OP100',
    );
    expect(within(grid).getByText('Reviewer')).toBeVisible();
    expect(await gateway.bodies('/ops/operator/list')).toEqual([
      { pageNum: 2, pageSize: 20, keyword: 'li', role: 'reviewer', status: null },
    ]);
    // An auditor reads; only an administrator creates.
    expect(screen.queryByRole('button', { name: 'New operator' })).toBeNull();
  });

  it('searches: the filters go to the URL, from the first page', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({ '/ops/operator/list': PAGE });
    const { router } = renderPage(OperatorListPage, { path: '/operators/list?page=3' });

    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username or name' }), 'wang');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?keyword=wang');
    });
    await waitFor(async () => {
      expect((await gateway.bodies('/ops/operator/list')).at(-1)).toMatchObject({
        pageNum: 1,
        keyword: 'wang',
      });
    });
  });

  it('creates an operator and shows the temporary password once', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({
      '/ops/operator/list': PAGE,
      '/ops/operator/create': {
        operatorCode: 'OP101',
        username: 'wang.fang',
        temporaryPassword: 'Tmp0rary-Pass-9x',
      },
    });
    renderPage(OperatorListPage, { path: '/operators/list' });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const dialog = screen.getByRole('dialog', { name: 'New operator' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'Bad Name');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '王芳');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Not a valid username')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one role')).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Username/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'wang.fang');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Approver' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const created = await screen.findByRole('dialog', { name: 'Operator created' });
    expect(within(created).getByText('Tmp0rary-Pass-9x')).toBeVisible();
    expect(within(created).getByText('OP101')).toBeVisible();
    expect(await gateway.bodies('/ops/operator/create')).toEqual([
      { username: 'wang.fang', name: '王芳', roles: ['approver'] },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    signInOperator({ roles: ['ops_admin'] });
    consoleGateway({
      '/ops/operator/list': PAGE,
      '/ops/operator/create': () => refused(409, 'That username is taken.'),
    });
    renderPage(OperatorListPage, { path: '/operators/list' });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const dialog = screen.getByRole('dialog', { name: 'New operator' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'li.na');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '李娜');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Auditor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That username is taken.');
  });
});
