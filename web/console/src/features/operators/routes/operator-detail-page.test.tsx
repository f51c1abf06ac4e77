import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { DETAIL } from '@console/features/operators/testing-fixtures';
import OperatorDetailPage from '@console/features/operators/routes/operator-detail-page';
import { consoleGateway } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';
import { answerTip } from '@/testing/confirm-tip';

function renderDetail() {
  return renderPage(OperatorDetailPage, {
    path: '/operators/list/OP100',
    pattern: '/operators/list/:operatorCode',
  });
}

describe('an operator', () => {
  it('shows the account, live sessions and recent sign-ins; an auditor gets no actions', async () => {
    signInOperator({ roles: ['auditor'] });
    const gateway = consoleGateway({ '/ops/operator/detail': DETAIL });
    renderDetail();

    expect(await screen.findByRole('heading', { name: '李娜 · li.na' })).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Live sessions' })).getByText('ab12…'),
    ).toBeVisible();
    const signIns = screen.getByRole('table', { name: 'Recent sign-ins' });
    expect(within(signIns).getByText('Authenticator')).toBeVisible();
    expect(within(signIns).getByText('Passed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(await gateway.bodies('/ops/operator/detail')).toEqual([{ operatorCode: 'OP100' }]);
  });

  it('ends the sessions once confirmed, and says how many', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({
      '/ops/operator/detail': DETAIL,
      '/ops/operator/end-sessions': 2,
    });
    renderDetail();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End sessions' }));
    await answerTip(user, 'OK', 'End every session of “李娜”?');

    expect(await screen.findByText('2 session(s) ended')).toBeVisible();
    expect(await gateway.bodies('/ops/operator/end-sessions')).toEqual([{ operatorCode: 'OP100' }]);
  });

  it('does nothing when the question is answered Cancel', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({ '/ops/operator/detail': DETAIL });
    renderDetail();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await answerTip(user, 'Cancel');

    expect(gateway.requests('/ops/operator/disable')).toHaveLength(0);
  });

  it('resets the password and shows the temporary one once', async () => {
    signInOperator({ roles: ['ops_admin'] });
    consoleGateway({
      '/ops/operator/detail': DETAIL,
      '/ops/operator/reset-password': {
        operatorCode: 'OP100',
        temporaryPassword: 'New-Tmp-Pass-42',
      },
    });
    renderDetail();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    await answerTip(user, 'OK');

    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(shown).getByText('New-Tmp-Pass-42')).toBeVisible();
  });

  it('edits the name; the roles of my own account stay as they are', async () => {
    signInOperator({ roles: ['ops_admin'], code: 'OP100' });
    const gateway = consoleGateway({
      '/ops/operator/detail': DETAIL,
      '/ops/operator/update': DETAIL,
    });
    renderDetail();

    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible();
    // Never disable or end oneself from here.
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit operator' });
    expect(within(dialog).getByRole('checkbox', { name: 'Reviewer' })).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '李娜娜');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(async () => {
      expect(await gateway.bodies('/ops/operator/update')).toEqual([
        { operatorCode: 'OP100', name: '李娜娜' },
      ]);
    });
  });
});
