import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ChangeAdminPage from '@/features/personnel/routes/change-admin-page';
import {
  bodyOf,
  CALLS,
  confirmDialog,
  LI,
  ok,
  referenceAnswer,
  refused,
  ZHAO,
} from '@/features/personnel/testing/fixtures';
import { mockGateway } from '@/testing/fetch-mock';
import { portalSession, renderSessionPage } from '@/testing/portal-session';

const PATH = '/center/crm/employee/changeAdmin';

function gateway(changeAnswer: () => Response) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  mockGateway(async (path, request) => {
    const reference = referenceAnswer(path);
    if (reference) return reference;
    calls.push({ path, body: await bodyOf(request) });
    if (path === CALLS.list) return ok({ total: 2, list: [ZHAO, LI] });
    if (path === CALLS.sendCode) return ok({ mobile: '138****0005' });
    if (path === CALLS.changeAdmin) return changeAnswer();
    return refused(404, `unexpected ${path}`);
  });
  return calls;
}

describe('ChangeAdminPage', { timeout: 20_000 }, () => {
  it('is the root manager’s alone', () => {
    gateway(() => refused(400, 'no'));
    renderSessionPage(ChangeAdminPage, {
      path: PATH,
      session: portalSession({ rootManager: 0, employeeRole: ['E101'] }),
    });

    expect(
      screen.getByText('Only the company administrator account can transfer administration.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('hands administration to the chosen employee with the SMS code, then shows the list', async () => {
    let answer = refused(400, 'code: the SMS verification code is wrong or has expired');
    const calls = gateway(() => answer);
    const { router } = renderSessionPage(ChangeAdminPage, { path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Change administrator' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Choose the new administrator')).toBeVisible();
    expect(screen.getByText('Enter the SMS code')).toBeVisible();

    // The administrator account itself is no candidate.
    const candidates = await screen.findByRole('radiogroup', { name: 'New administrator' });
    expect(within(candidates).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(within(candidates).getByRole('radio', { name: 'Li Lei · 139****1234' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    expect(await screen.findByText('The code was sent to 138****0005')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/Make “Li Lei” the company administrator\?/)).toBeVisible();
    await confirmDialog();

    // A wrong code stays on its field, with what was typed.
    expect(
      await screen.findByText('the SMS verification code is wrong or has expired'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveValue('000000');

    answer = ok({ ...LI, rootManager: 1, roles: ['E101', 'E102'] });
    await userEvent.clear(screen.getByRole('textbox', { name: 'SMS code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await confirmDialog();

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/crm/employee/list');
    });
    expect(calls.filter(({ path }) => path === CALLS.changeAdmin).map(({ body }) => body)).toEqual([
      { employeeCode: 'EMP0100', code: '000000' },
      { employeeCode: 'EMP0100', code: '123456' },
    ]);
    expect(calls.find(({ path }) => path === CALLS.list)?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: 1,
    });
  });
});
