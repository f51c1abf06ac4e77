import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import RegisterAccountPage from '@/features/register/routes/account-page';
import {
  API,
  bodyOf,
  INVITATION,
  registerGateway,
  SMS_TOKEN,
} from '@/features/register/testing/register-gateway';
import { getAccessToken } from '@/lib/auth-token';
import { requestsTo } from '@/testing/fetch-mock';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';
import { renderPage } from '@/testing/render';
import { fakeAccessToken } from '@/testing/session-fixtures';

// Answers come after RSA and AES in jsdom: slow on a loaded machine.
const SLOW = { timeout: 10_000 };

const ACCOUNT = `${API}register/account`;
const SEND = `${API}register/sendSmsCode`;

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByAltText('Image code', {}, SLOW);
  await user.type(screen.getByLabelText('Mobile number'), '13900000001');
  await user.type(screen.getByLabelText('Image code'), 'AB12');
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  expect(await screen.findByText('The code was sent to 139****0001', {}, SLOW)).toBeInTheDocument();
  await user.type(screen.getByLabelText('SMS code'), '123456');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Regist@2026');
  await user.type(
    screen.getByLabelText('Confirm the password', { selector: 'input' }),
    'Regist@2026',
  );
}

const SENT = { ok: true, body: { to: '139****0001', resendSec: 120, expiresInSec: 300 } };

// Typing, RSA and AES in jsdom take a while on a small machine.
describe('RegisterAccountPage', { timeout: 60_000 }, () => {
  it('pre-fills from an invitation link, opens the account and signs the registrant in', async () => {
    const accessToken = fakeAccessToken({ emp: '', comp: '' });
    const fetchMock = registerGateway({
      [`${API}invitation/info`]: [{ ok: true, body: INVITATION }],
      [SMS_TOKEN]: [{ ok: true, body: { smsToken: 'SMS-TOKEN' } }],
      [SEND]: [SENT],
      [ACCOUNT]: [
        {
          ok: true,
          body: {
            registrationId: 42,
            step: 'permit',
            accessToken,
            refreshToken: 'R',
            failurePeriodSec: 1800,
            invitation: INVITATION,
          },
        },
      ],
    });
    const { router } = renderPage(RegisterAccountPage, {
      path: '/index/register/account?invite=INVITE2026',
    });
    const user = userEvent.setup();

    expect(
      await screen.findByText('Shanghai Core Group invites your company to register', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Company: Demo Supplier Ltd; company role: Supplier', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Zhao Lei');
    expect(await bodyOf(requestsTo(fetchMock, `${API}invitation/info`)[0])).toEqual({
      code: 'INVITE2026',
    });

    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create the account and continue' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/index/register/permit');
    });
    expect(router.state.location.search).toBe('?invite=INVITE2026');
    expect(getAccessToken()).toBe(accessToken);
    const body = await bodyOf(requestsTo(fetchMock, ACCOUNT)[0]);
    expect(body).toMatchObject({
      mobile: '13900000001',
      smsCode: '123456',
      name: 'Zhao Lei',
      inviteCode: 'INVITE2026',
    });
    expect(await rsaDecryptWithVectorKey(String(body.password))).toBe('Regist@2026');
    const [sent] = requestsTo(fetchMock, SEND);
    expect(new URL(sent?.url ?? '', 'http://localhost').searchParams.get('smsToken')).toBe(
      'SMS-TOKEN',
    );
  });

  it('checks the password first and shows a server refusal beside its field', async () => {
    const fetchMock = registerGateway({
      [SMS_TOKEN]: [{ ok: true, body: { smsToken: 'SMS-TOKEN' } }],
      [SEND]: [SENT],
      [ACCOUNT]: [
        {
          ok: false,
          status: 400,
          msg: 'smsCode: the verification code is incorrect or has expired',
        },
      ],
    });
    const { router } = renderPage(RegisterAccountPage, { path: '/index/register/account' });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText('Name'), 'Chen Ming');
    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc13900000001');
    await user.click(screen.getByRole('button', { name: 'Create the account and continue' }));

    expect(
      await screen.findByText(
        'The password needs three of: lower case, upper case, digits, symbols.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords differ')).toBeInTheDocument();
    expect(requestsTo(fetchMock, ACCOUNT)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Regist@2026');
    await user.click(screen.getByRole('button', { name: 'Create the account and continue' }));

    expect(
      await screen.findByText('the verification code is incorrect or has expired', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveValue('123456');
    expect(screen.getByLabelText('Name')).toHaveValue('Chen Ming');
    expect(router.state.location.pathname).toBe('/index/register/account');
    expect(getAccessToken()).toBeUndefined();
  });
});
