import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import AccountPage from '@/features/account/routes/account-page';
import { accountGateway, ok, queryOf } from '@/features/account/testing/account-gateway';
import { apiPath } from '@/lib/api-paths';
import { requestsTo } from '@/testing/fetch-mock';
import { portalSession, renderSessionPage } from '@/testing/portal-session';

const END = apiPath('account/session/end');
const END_OTHERS = apiPath('account/session/endOthers');
const END_IN_COMPANY = apiPath('company/session/end');

const session = (key: string, overrides: Record<string, unknown> = {}) => ({
  sessionKey: key.repeat(32),
  browser: 'Chrome 120',
  system: 'Windows 10',
  model: '',
  ip: '10.0.0.8',
  network: 'local',
  regionCode: null,
  startedAt: '2026-11-20T08:30:00Z',
  lastActiveAt: '2026-11-20T09:00:00Z',
  locked: false,
  current: false,
  ...overrides,
});

const THIS = session('a', { current: true });
const PHONE = session('b', {
  browser: 'Mobile Safari 17',
  system: 'iOS 17',
  model: 'iPhone',
  ip: '114.114.114.114',
  network: 'public',
  regionCode: 'CN',
});
const PLAIN = portalSession({ rootManager: 0, employeeRole: ['E102'] });

describe('The sessions and devices tab', { timeout: 20_000 }, () => {
  it('lists the sessions with device, region and this one marked', async () => {
    accountGateway({ 'account/session/list': ok([THIS, PHONE]) });
    renderSessionPage(AccountPage, { path: '/?tab=sessions', session: PLAIN });

    const table = await screen.findByRole('table', { name: 'My active sessions' });
    const [, first, second] = within(table)
      .getAllByRole('row')
      .map((row) => within(row));
    expect(first?.getByText('Chrome 120 · Windows 10')).toBeInTheDocument();
    expect(first?.getByText('This device')).toBeInTheDocument();
    expect(first?.getByText('(local network)')).toBeInTheDocument();
    expect(first?.queryByRole('button')).not.toBeInTheDocument();
    expect(second?.getByText('Mobile Safari 17 · iOS 17 · iPhone')).toBeInTheDocument();
    expect(second?.getByText('(China)')).toBeInTheDocument();
    expect(screen.getByText('Active sessions: 2')).toBeInTheDocument();
    // A plain employee has no company list.
    expect(screen.queryByRole('heading', { name: "The company's sessions" })).toBeNull();
  });

  it('signs out another session after confirmation', async () => {
    const fetchMock = accountGateway({
      'account/session/list': [ok([THIS, PHONE]), ok([THIS])],
      'account/session/end': ok(null),
    });
    renderSessionPage(AccountPage, { path: '/?tab=sessions', session: PLAIN });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Sign out: Mobile Safari 17 · iOS 17 · iPhone' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sign out the session on Mobile Safari 17 · iOS 17 · iPhone?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('The session has been ended')).toBeInTheDocument();
    expect(queryOf(requestsTo(fetchMock, END)[0])).toEqual({ sessionKey: 'b'.repeat(32) });
    await waitFor(() => {
      expect(screen.getByText('Active sessions: 1')).toBeInTheDocument();
    });
    // The confirmation has closed (the page behind it is hidden from the tree until then).
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });

  it('signs out all other sessions and says how many', async () => {
    const fetchMock = accountGateway({
      'account/session/list': [ok([THIS, PHONE, session('c')]), ok([THIS])],
      'account/session/endOthers': ok({ ended: 2 }),
    });
    renderSessionPage(AccountPage, { path: '/?tab=sessions', session: PLAIN });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sign out your 2 other session(s)?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Signed out 2 other session(s)')).toBeInTheDocument();
    expect(requestsTo(fetchMock, END_OTHERS)).toHaveLength(1);
  });

  it("shows the administrator the company's sessions and ends an employee's", async () => {
    const employee = { ...PHONE, employeeCode: 'EMP0020', name: 'Li Na' };
    const fetchMock = accountGateway({
      'account/session/list': ok([THIS]),
      'company/session/list': [
        ok([{ ...THIS, employeeCode: 'EMP0007', name: 'Zhao Min' }, employee]),
        ok([{ ...THIS, employeeCode: 'EMP0007', name: 'Zhao Min' }]),
      ],
      'company/session/end': ok(null),
    });
    renderSessionPage(AccountPage, { path: '/?tab=sessions' });
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: "The company's active sessions" });
    expect(within(table).getByText('Li Na')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out: Li Na' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('The session has been ended')).toBeInTheDocument();
    expect(queryOf(requestsTo(fetchMock, END_IN_COMPANY)[0])).toEqual({
      sessionKey: 'b'.repeat(32),
    });
    await waitFor(() => {
      expect(screen.queryByText('Li Na')).not.toBeInTheDocument();
    });
  });
});
