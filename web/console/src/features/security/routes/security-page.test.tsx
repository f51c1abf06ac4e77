import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { SecurityParam } from '@console/features/security/api/list-params';
import SecurityPage from '@console/features/security/routes/security-page';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';
import { answerTip } from '@/testing/confirm-tip';

const LOCK_MINUTES: SecurityParam = {
  key: 'lockMinutes',
  value: 15,
  defaultValue: 15,
  descriptionEn: 'how long a locked account stays locked',
  descriptionZh: '账号锁定时长',
  unit: 'minutes',
  minimum: 1,
  maximum: 1440,
  choices: [],
  updatedAt: null,
  updatedBy: null,
};
const LOGOUT_WAY: SecurityParam = {
  ...LOCK_MINUTES,
  key: 'logoutWay',
  value: 10,
  defaultValue: 10,
  unit: null,
  minimum: null,
  maximum: null,
  choices: [10, 20],
};
const LIST = { rows: [LOCK_MINUTES, LOGOUT_WAY], total: 2 };

describe('the security parameters', () => {
  it('shows each with unit, allowed values and default; an auditor cannot change them', async () => {
    signInOperator({ roles: ['auditor'] });
    consoleGateway({ '/ops/security/list': LIST });
    renderPage(SecurityPage);

    const table = await screen.findByRole('table', { name: 'Security parameters' });
    const lock = within(table).getByRole('row', { name: /lockMinutes/ });
    expect(
      within(lock)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'lockMinuteshow long a locked account stays locked',
      '15 min',
      '1–1440',
      '15 min',
      'Never changed',
    ]);
    expect(within(table).getByRole('row', { name: /logoutWay/ })).toHaveTextContent('10 or 20');
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
  });

  it('checks the range as typed, then saves once confirmed', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({
      '/ops/security/list': LIST,
      '/ops/security/update': { ...LOCK_MINUTES, value: 30 },
    });
    renderPage(SecurityPage);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change lockMinutes' }));
    const dialog = screen.getByRole('dialog', { name: 'Change a security parameter' });
    const value = within(dialog).getByRole('spinbutton', { name: /New value/ });
    await user.clear(value);
    await user.type(value, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The value must be 1–1440')).toBeVisible();

    await user.clear(value);
    await user.type(value, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await answerTip(user, 'OK', 'Change lockMinutes from 15 to 30?');

    expect(await screen.findByText('Saved: in force from the next request')).toBeVisible();
    expect(await gateway.bodies('/ops/security/update')).toEqual([
      { key: 'lockMinutes', value: 30 },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    signInOperator({ roles: ['ops_admin'] });
    consoleGateway({
      '/ops/security/list': LIST,
      '/ops/security/update': () => refused(400, 'logoutWay must be 10 or 20'),
    });
    renderPage(SecurityPage);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change logoutWay' }));
    const dialog = screen.getByRole('dialog', { name: 'Change a security parameter' });
    const value = within(dialog).getByRole('spinbutton', { name: /New value/ });
    await user.clear(value);
    await user.type(value, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await answerTip(user, 'OK');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'logoutWay must be 10 or 20',
    );
  });
});
