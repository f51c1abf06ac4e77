import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { UserDetail } from '@console/features/users/api/get-user';
import UserDetailPage from '@console/features/users/routes/user-detail-page';
import UserListPage from '@console/features/users/routes/user-list-page';
import { consoleGateway } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';
import { answerTip } from '@/testing/confirm-tip';

const USER: UserDetail = {
  userCode: 'U0002',
  name: '王芳',
  mobile: '138****0002',
  email: null,
  status: 'active',
  lockedUntil: '2026-03-01T03:00:00Z',
  passwordChangedAt: '2026-01-05T01:00:00Z',
  passwordAgeDays: 55,
  passwordExpired: false,
  lastSignInAt: '2026-03-01T02:00:00Z',
  createdAt: '2026-01-05T01:00:00Z',
  disabledAt: null,
  disabledReason: null,
  language: 'zh-CN',
  liveSessions: 2,
  signIns: [],
  employees: [
    {
      employeeCode: 'E101',
      compCode: 'DEMO0001',
      compName: '上海示范核心企业集团有限公司',
      compRole: 'admin',
      compBizCode: 'B1',
    },
  ],
};

function renderDetail() {
  return renderPage(UserDetailPage, { path: '/users/U0002', pattern: '/users/:userCode' });
}

describe('customer users', () => {
  it('lists by the filters of the URL, newest first; a column header sorts on the server', async () => {
    signInOperator({ roles: ['auditor'] });
    const gateway = consoleGateway({ '/ops/user/list': { rows: [USER], total: 1 } });
    const { router } = renderPage(UserListPage, { path: '/users?keyword=138&locked=true' });

    const grid = await screen.findByRole('grid', { name: 'Customer users' });
    expect(await within(grid).findByRole('link', { name: 'U0002' })).toBeVisible();
    expect(within(grid).getByText('Locked')).toBeVisible();
    expect(await gateway.bodies('/ops/user/list')).toEqual([
      {
        pageNum: 1,
        pageSize: 20,
        keyword: '138',
        status: null,
        locked: true,
        sortBy: 'createdAt',
        descending: true,
      },
    ]);

    await userEvent.click(within(grid).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => {
      expect(router.state.location.search).toContain('sort=name');
    });
    await waitFor(async () => {
      expect((await gateway.bodies('/ops/user/list')).at(-1)).toMatchObject({
        sortBy: 'name',
        descending: true,
      });
    });
  });

  it('shows a user with their companies; an auditor gets no actions', async () => {
    signInOperator({ roles: ['auditor'] });
    consoleGateway({ '/ops/user/detail': USER });
    renderDetail();

    expect(await screen.findByRole('heading', { name: '王芳 · U0002' })).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Companies' })).getByText(
        '上海示范核心企业集团有限公司',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lift the lock' })).toBeNull();
  });

  it('disables a user only with a reason', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({
      '/ops/user/detail': USER,
      '/ops/user/disable': { user: { ...USER, status: 'disabled' }, sessionsEnded: 2 },
    });
    renderDetail();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable user' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Give a reason')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('User disabled')).toBeVisible();
    expect(await gateway.bodies('/ops/user/disable')).toEqual([
      { userCode: 'U0002', reason: 'Left the company' },
    ]);
  });

  it('lifts a sign-in lock once confirmed', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({
      '/ops/user/detail': USER,
      '/ops/user/unlock': { user: { ...USER, lockedUntil: null }, sessionsEnded: 0 },
    });
    renderDetail();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lift the lock' }));
    await answerTip(user, 'OK', 'Lift the sign-in lock of “王芳”?');

    await waitFor(async () => {
      expect(await gateway.bodies('/ops/user/unlock')).toEqual([{ userCode: 'U0002' }]);
    });
  });
});
