import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import AccountPage from '@console/features/account/routes/account-page';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';
import { answerTip } from '@/testing/confirm-tip';

const PROFILE = {
  operatorCode: 'OPDEMO1',
  username: 'reviewer',
  name: '赵审核',
  roles: ['reviewer', 'approver'],
  sessionRoles: ['reviewer', 'approver'],
  via: 'console',
  mfaEnrolledAt: '2026-01-05T01:00:00Z',
  passwordChangedAt: '2026-01-05T01:00:00Z',
  recoveryCodesLeft: 9,
};
const TOKEN = {
  tokenId: 'Tk1',
  name: 'nightly',
  roles: ['reviewer'],
  createdAt: '2026-01-05T01:00:00Z',
  expiresAt: '2036-01-05T01:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};

describe('my account', () => {
  it('shows who is signed in and the personal API tokens', async () => {
    signInOperator({ roles: ['reviewer', 'approver'] });
    consoleGateway({ '/ops/me/profile': PROFILE, '/ops/me/api-token/list': [TOKEN] });
    renderPage(AccountPage);

    expect(await screen.findByText('OPDEMO1')).toBeVisible();
    expect(screen.getByText('9')).toBeVisible();
    const tokens = screen.getByRole('table', { name: 'Personal API tokens' });
    expect(await within(tokens).findByText('nightly')).toBeVisible();
    expect(within(tokens).getByText('Never')).toBeVisible();
  });

  it('creates a token with some of my roles and shows it once', async () => {
    signInOperator({ roles: ['reviewer', 'approver'] });
    const gateway = consoleGateway({
      '/ops/me/profile': PROFILE,
      '/ops/me/api-token/list': [],
      '/ops/me/api-token/create': { ...TOKEN, token: 'ops_Tk1_secret-shown-once' },
    });
    renderPage(AccountPage);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = screen.getByRole('dialog', { name: 'New API token' });
    // Only roles I hold are offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'Operations administrator' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'nightly');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Approver' }));
    await user.clear(within(dialog).getByRole('spinbutton'));
    await user.type(within(dialog).getByRole('spinbutton'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const created = await screen.findByRole('dialog', { name: 'Token created' });
    expect(within(created).getByText('ops_Tk1_secret-shown-once')).toBeVisible();
    expect(within(created).getByText(/Shown this once only/)).toBeVisible();
    expect(await gateway.bodies('/ops/me/api-token/create')).toEqual([
      { name: 'nightly', roles: ['reviewer'], expiresInDays: 30 },
    ]);
  });

  it('revokes a token once confirmed', async () => {
    signInOperator({ roles: ['reviewer'] });
    const gateway = consoleGateway({
      '/ops/me/profile': PROFILE,
      '/ops/me/api-token/list': [TOKEN],
      '/ops/me/api-token/revoke': { ...TOKEN, revokedAt: '2026-02-01T00:00:00Z' },
    });
    renderPage(AccountPage);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke nightly' }));
    await answerTip(user, 'OK', 'Revoke the token “nightly”?');

    await waitFor(async () => {
      expect(await gateway.bodies('/ops/me/api-token/revoke')).toEqual([{ tokenId: 'Tk1' }]);
    });
    expect(await screen.findByText('Token revoked')).toBeVisible();
  });

  it('changes the password, refused with the msg when the current one is wrong', async () => {
    signInOperator({ roles: ['reviewer'] });
    consoleGateway({
      '/ops/me/profile': PROFILE,
      '/ops/me/api-token/list': [],
      '/ops/me/password': () => refused(400, 'Wrong username or password.'),
    });
    renderPage(AccountPage);

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong-1234567');
    await user.type(screen.getByLabelText(/^New password/), 'Another-Pass-2026');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Another-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await answerTip(user, 'OK');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
  });
});
