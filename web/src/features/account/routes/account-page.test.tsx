import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import AccountPage from '@/features/account/routes/account-page';
import {
  ACCOUNT,
  accountGateway,
  bodyOf,
  ok,
  queryOf,
} from '@/features/account/testing/account-gateway';
import { apiPath } from '@/lib/api-paths';
import { requestsTo } from '@/testing/fetch-mock';
import { renderSessionPage } from '@/testing/portal-session';

const HISTORY = apiPath('loginInfo/view');
const SMS_SUBMIT = apiPath('company/custAccount/login/smsEmployeeSubmit');

const row = (at: string, method: string, result: string) => ({
  at,
  ip: '10.0.0.8',
  device: 'Chrome on Windows',
  method,
  result,
});

const TREE = [
  {
    id: 'EC',
    label: 'Enterprise',
    checked: false,
    children: [
      { id: 'EC_TODO', label: 'New to-do items', checked: true },
      { id: 'EC_APPROVAL_RESULT', label: 'Approval results', checked: false },
    ],
  },
  {
    id: 'CRM',
    label: 'Account centre',
    checked: false,
    children: [{ id: 'CRM_PERSONNEL_CHANGE', label: 'Personnel changes', checked: false }],
  },
];

/** The value beside a label of the page's description list. */
function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling?.firstElementChild;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('AccountPage', { timeout: 20_000 }, () => {
  it('shows the account with its change buttons and the previous sign-in', async () => {
    accountGateway({ 'company/custAccount/login/view': ok(ACCOUNT) });
    renderSessionPage(AccountPage, { path: '/center/crm/account/list' });

    expect(await screen.findByText('Wang Fang')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account information' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Account security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(valueOf('Mobile number')).toHaveTextContent('138****0002');
    expect(valueOf('E-mail')).toHaveTextContent('w***@demo.example');
    expect(valueOf('Previous sign-in')).toHaveTextContent(
      /^2026-11-20 \d\d:30:00 \(IP: 10\.0\.0\.8\)$/,
    );
    for (const name of ['Change mobile', 'Change e-mail', 'Change password']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('offers to add an e-mail address when there is none', async () => {
    accountGateway({
      'company/custAccount/login/view': ok({ ...ACCOUNT, email: null, lastSignInAt: null }),
    });
    renderSessionPage(AccountPage);

    expect(await screen.findByRole('button', { name: 'Add e-mail' })).toBeInTheDocument();
    expect(valueOf('E-mail')).toHaveTextContent('Not set');
    expect(valueOf('Previous sign-in')).toHaveTextContent('No earlier sign-in');
  });

  it('says so and offers a retry when the account cannot be read', async () => {
    accountGateway({
      'company/custAccount/login/view': [
        { ok: false, status: 500, msg: 'Service unavailable' },
        ok(ACCOUNT),
      ],
      // Read beside the account, on the same tab: it has its own retry.
      'account/twoStep/status': ok({ enabled: false, recoveryCodesLeft: 0 }),
    });
    renderSessionPage(AccountPage);

    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Wang Fang')).toBeInTheDocument();
  });

  it('pages the sign-in history from the URL and names methods and results', async () => {
    const fetchMock = accountGateway({
      'loginInfo/view': ok({
        total: 23,
        rows: [
          row('2026-11-20T08:30:00Z', 'password', 'success'),
          row('2026-11-19T08:30:00Z', 'sms', 'wrong_code'),
          row('2026-11-18T08:30:00Z', 'sso', 'odd'),
        ],
      }),
    });
    const { router } = renderSessionPage(AccountPage, { path: '/?tab=history&page=2' });

    const table = await screen.findByRole('table', { name: 'Sign-in history' });
    expect(queryOf(requestsTo(fetchMock, HISTORY)[0])).toEqual({ pageNum: '2', pageSize: '10' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const [, first, second, third] = rows.map((element) => within(element));
    expect(first?.getByText('Password')).toBeInTheDocument();
    expect(first?.getByText('Success')).toBeInTheDocument();
    expect(second?.getByText('Wrong code')).toBeInTheDocument();
    // What the page does not know is shown as it came.
    expect(third?.getByText('sso')).toBeInTheDocument();
    expect(screen.getByText('Records: 23')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Sign-in history pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /page 3/ }));
    expect(router.state.location.search).toBe('?tab=history&page=3');
    await waitFor(() => {
      expect(queryOf(requestsTo(fetchMock, HISTORY)[1])).toEqual({ pageNum: '3', pageSize: '10' });
    });
  });

  it('says when there is no sign-in to show', async () => {
    accountGateway({ 'loginInfo/view': ok({ total: 0, rows: [] }) });
    renderSessionPage(AccountPage, { path: '/?tab=history' });

    expect(await screen.findByText('No sign-ins yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('saves the SMS notification tree after confirmation', async () => {
    const fetchMock = accountGateway({
      'company/custAccount/login/employeeSmsTreeselect': ok(TREE),
      'company/custAccount/login/smsEmployeeSubmit': ok(TREE),
    });
    renderSessionPage(AccountPage, { path: '/?tab=sms' });
    const user = userEvent.setup();

    const enterprise = await screen.findByRole('group', { name: 'Enterprise' });
    const all = within(enterprise).getByRole('checkbox', { name: 'Enterprise' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await user.click(all);
    expect(within(enterprise).getByRole('checkbox', { name: 'Approval results' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Personnel changes' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip' });
    expect(dialog).toHaveTextContent('Save the SMS notification settings?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Operation successful')).toBeInTheDocument();
    const [submitted] = requestsTo(fetchMock, SMS_SUBMIT);
    expect(await bodyOf(submitted)).toEqual({
      employeeCode: 'EMP0007',
      noticeCodes: ['EC_TODO', 'EC_APPROVAL_RESULT', 'CRM_PERSONNEL_CHANGE'],
    });
    const tree = requestsTo(fetchMock, apiPath('company/custAccount/login/employeeSmsTreeselect'));
    expect(queryOf(tree[0])).toEqual({ employeeCode: 'EMP0007' });
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const fetchMock = accountGateway({
      'company/custAccount/login/employeeSmsTreeselect': ok(TREE),
    });
    renderSessionPage(AccountPage, { path: '/?tab=sms' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'Personnel changes' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    expect(requestsTo(fetchMock, SMS_SUBMIT)).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Personnel changes' })).toBeChecked();
  });
});
