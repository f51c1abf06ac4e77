import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import LoginPage from '@/features/auth/routes/login-page';
import { getAccessToken } from '@/lib/auth-token';
import { answerTip } from '@/testing/confirm-tip';
import {
  envelopeResponse,
  mockGateway,
  type RecordedRequest,
  requestOf,
  requestsTo,
} from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';
import { renderPage } from '@/testing/render';
import { fakeAccessToken } from '@/testing/session-fixtures';

const API = '/api/web/portal/api/';
const CAPTCHA = `${API}login/user/verify/code`;
const SIGN_IN = `${API}login/user/mobileLoginWithSecurity`;
const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
// The SMS token's path ends in the browserID: answered by this prefix.
const SMS_TOKEN = '/api/login/sms/token/';

type Answer = Parameters<typeof envelopeResponse>[0];

/** A gateway drawing captchas and answering `answers` (path → envelope) in order. */
function gateway(answers: Record<string, Answer[]>) {
  return mockGateway((path) => {
    if (path === CAPTCHA)
      return envelopeResponse({ ok: true, body: { image: IMAGE, expiresInSec: 120 } });
    const key = path.startsWith(SMS_TOKEN) ? SMS_TOKEN : path;
    const next = answers[key]?.shift();
    if (next === undefined) throw new Error(`unexpected call ${path}`);
    return envelopeResponse(next);
  });
}

/** The SMS token requests (their path ends in the browserID). */
function smsTokenRequests(fetchMock: ReturnType<typeof gateway>): RecordedRequest[] {
  const found: RecordedRequest[] = [];
  for (let index = 0; index < fetchMock.mock.calls.length; index += 1) {
    try {
      const request = requestOf(fetchMock, index);
      if (new URL(request.url, 'http://localhost').pathname.startsWith(SMS_TOKEN)) {
        found.push(request);
      }
    } catch {
      break; // fewer non-key requests than calls
    }
  }
  return found;
}

async function bodyOf(request: RecordedRequest | undefined): Promise<Record<string, unknown>> {
  if (request === undefined) throw new Error('no such request');
  const { json } = await openRequest(request);
  return JSON.parse(json ?? '{}') as Record<string, unknown>;
}

async function fillPasswordForm(password = 'Demo@123456') {
  const user = userEvent.setup();
  const form = screen.getByRole('tabpanel', { name: 'Password' });
  await screen.findByAltText('Image code');
  await user.type(within(form).getByLabelText('Mobile number'), '13800000002');
  await user.type(within(form).getByLabelText('Password', { selector: 'input' }), password);
  await user.type(within(form).getByLabelText('Image code'), 'AB12');
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
  return user;
}

// Typing, RSA and AES in jsdom take a while on a small machine.
describe('LoginPage', { timeout: 20_000 }, () => {
  it('names every empty field and sends nothing', async () => {
    const fetchMock = gateway({});
    renderPage(LoginPage, { path: '/login' });
    await screen.findByAltText('Image code');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter the mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the image code')).toBeInTheDocument();
    expect(requestsTo(fetchMock, SIGN_IN)).toHaveLength(0);
  });

  it('signs in with the password encrypted and goes back where the user came from', async () => {
    const accessToken = fakeAccessToken();
    const fetchMock = gateway({
      [SIGN_IN]: [
        {
          ok: true,
          body: { next: 'tokens', accessToken, refreshToken: 'R', failurePeriodSec: 1800 },
        },
      ],
    });
    const { router } = renderPage(LoginPage, { path: '/login?redirect=%2Fmsg%2Fmessage%2Flist' });

    await fillPasswordForm();

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/msg/message/list');
    });
    expect(getAccessToken()).toBe(accessToken);
    const body = await bodyOf(requestsTo(fetchMock, SIGN_IN)[0]);
    expect(body).toMatchObject({ loginType: 'password', mobile: '13800000002', code: 'AB12' });
    expect(body.browserID).toEqual(expect.stringMatching(/^[A-Za-z0-9]{32}$/));
    expect(body.password).not.toBe('Demo@123456');
    expect(await rsaDecryptWithVectorKey(String(body.password))).toBe('Demo@123456');
  });

  it('shows a refusal, clears the image code and draws a new one', async () => {
    const fetchMock = gateway({
      [SIGN_IN]: [{ ok: false, status: 400, msg: 'The mobile number or password is incorrect.' }],
    });
    renderPage(LoginPage, { path: '/login' });

    await fillPasswordForm('Wrong@123');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mobile number or password is incorrect.',
    );
    expect(screen.getByLabelText('Image code')).toHaveValue('');
    await waitFor(() => {
      expect(requestsTo(fetchMock, CAPTCHA)).toHaveLength(2);
    });
  });

  it('shows a locked account (423) in the form, not as the idle lock', async () => {
    gateway({
      [SIGN_IN]: [{ ok: false, status: 423, msg: 'Too many failed sign-ins.' }],
    });
    renderPage(LoginPage, { path: '/login' });

    await fillPasswordForm();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a new address through the e-mail code', async () => {
    const fetchMock = gateway({
      [SIGN_IN]: [{ ok: true, body: { next: 'ipCheck', ticket: 'TICKET' } }],
      [`${API}email/sendIpCheckEmailCode`]: [
        { ok: true, body: { to: 'l***@demo.example', resendSec: 120, expiresInSec: 300 } },
      ],
      [`${API}email/validIpCheckEmailCode`]: [
        { ok: true, body: { next: 'tokens', accessToken: fakeAccessToken(), refreshToken: 'R' } },
      ],
    });
    const { router } = renderPage(LoginPage, { path: '/login' });
    const user = await fillPasswordForm();

    // The step's heading takes the focus in an effect, which may run after it is on screen.
    const heading = await screen.findByRole('heading', { name: 'Sign-in from a new address' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The code was sent to l***@demo.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend in 1[12]\d s$/ })).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/product/product');
    });
    const body = await bodyOf(requestsTo(fetchMock, `${API}email/validIpCheckEmailCode`)[0]);
    expect(body).toMatchObject({ ticket: 'TICKET', code: '123456' });
  });

  it('asks for the authenticator code, or a recovery code instead, before signing in', async () => {
    const fetchMock = gateway({
      [SIGN_IN]: [{ ok: true, body: { next: 'twoStep', ticket: 'TICKET' } }],
      [`${API}login/user/twoStepCheck`]: [
        { ok: false, status: 400, msg: 'The verification code is wrong or already used.' },
        { ok: true, body: { next: 'tokens', accessToken: fakeAccessToken(), refreshToken: 'R' } },
      ],
    });
    const { router } = renderPage(LoginPage, { path: '/login' });
    const user = await fillPasswordForm();

    await screen.findByRole('heading', { name: 'Two-step verification' });
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(screen.getByText('Please enter the 6-digit code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(
      await screen.findByText('The verification code is wrong or already used.'),
    ).toBeInTheDocument();
    expect(getAccessToken()).toBeFalsy();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/product/product');
    });
    const checks = requestsTo(fetchMock, `${API}login/user/twoStepCheck`);
    expect(await bodyOf(checks[0])).toMatchObject({ ticket: 'TICKET', code: '123456' });
    expect(await bodyOf(checks[1])).toMatchObject({
      ticket: 'TICKET',
      recoveryCode: 'abcde-fghjk',
    });
  });

  it('asks for a new password when the current one is too old, checking it first', async () => {
    const fetchMock = gateway({
      [SIGN_IN]: [
        { ok: true, body: { next: 'changePassword', ticket: 'T', passwordRule: 'expired' } },
      ],
      [`${API}company/custAccount/passWord/updateWithSecurity`]: [
        { ok: true, body: { next: 'tokens', accessToken: fakeAccessToken(), refreshToken: 'R' } },
      ],
    });
    const { router } = renderPage(LoginPage, { path: '/login' });
    const user = await fillPasswordForm();

    expect(
      await screen.findByText(
        'Your password has not been changed for too long; please set a new one.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password and sign in' }));
    expect(
      await screen.findByText('The password must have 8 to 64 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter the new password again')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password', { selector: 'input' }));
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Better@2026x');
    await user.type(
      screen.getByLabelText('Confirm the new password', { selector: 'input' }),
      'Better@2026x',
    );
    // A password change asks first (specification §8); cancelled, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Change password and sign in' }));
    await answerTip(user, 'Cancel', 'Change the sign-in password?');
    expect(requestsTo(fetchMock, `${API}company/custAccount/passWord/updateWithSecurity`)).toEqual(
      [],
    );
    await user.click(screen.getByRole('button', { name: 'Change password and sign in' }));
    await answerTip(user, 'OK');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/product/product');
    });
    const body = await bodyOf(
      requestsTo(fetchMock, `${API}company/custAccount/passWord/updateWithSecurity`)[0],
    );
    expect(await rsaDecryptWithVectorKey(String(body.newPassword))).toBe('Better@2026x');
  });

  it('asks for an SMS code with the image code, counts down, then signs in by SMS', async () => {
    const fetchMock = gateway({
      [SMS_TOKEN]: [{ ok: true, body: { smsToken: 'SMS-TOKEN' } }],
      [`${API}sms/sendMobileCodeOfLoginWithSecurity`]: [
        { ok: true, body: { to: '138****0003', resendSec: 120, expiresInSec: 300 } },
      ],
      [SIGN_IN]: [
        { ok: true, body: { next: 'tokens', accessToken: fakeAccessToken(), refreshToken: 'R' } },
      ],
    });
    const { router } = renderPage(LoginPage, { path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    const form = screen.getByRole('tabpanel', { name: 'SMS code' });
    await user.type(within(form).getByLabelText('Mobile number'), '13800000003');

    await user.click(within(form).getByRole('button', { name: 'Get code' }));
    expect(
      await within(form).findByText('Please enter the image code before asking for an SMS code'),
    ).toBeInTheDocument();
    expect(smsTokenRequests(fetchMock)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Image code'), 'XY34');
    await user.click(within(form).getByRole('button', { name: 'Get code' }));
    expect(await within(form).findByText('The code was sent to 138****0003')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /^Resend in 1[12]\d s$/ })).toBeDisabled();
    // One solved captcha per code: none is asked for (or drawn) while the code is on its way.
    expect(within(form).queryByLabelText('Image code')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, CAPTCHA)).toHaveLength(1);
    expect(await bodyOf(smsTokenRequests(fetchMock)[0])).toEqual({ code: 'XY34' });
    const [sent] = requestsTo(fetchMock, `${API}sms/sendMobileCodeOfLoginWithSecurity`);
    expect(new URL(sent?.url ?? '', 'http://localhost').searchParams.get('smsToken')).toBe(
      'SMS-TOKEN',
    );

    await user.type(within(form).getByLabelText('SMS code'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/product/product');
    });
    expect(await bodyOf(requestsTo(fetchMock, SIGN_IN)[0])).toMatchObject({
      loginType: 'sms',
      mobile: '13800000003',
      smsCode: '654321',
    });
  });

  it('asks for an image code again, with a new image, once a resend is possible', async () => {
    const fetchMock = gateway({
      [SMS_TOKEN]: [{ ok: true, body: { smsToken: 'SMS-TOKEN' } }],
      [`${API}sms/sendMobileCodeOfLoginWithSecurity`]: [
        { ok: true, body: { to: '138****0003', resendSec: 1, expiresInSec: 300 } },
      ],
    });
    renderPage(LoginPage, { path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    const form = screen.getByRole('tabpanel', { name: 'SMS code' });
    await user.type(within(form).getByLabelText('Mobile number'), '13800000003');
    await user.type(within(form).getByLabelText('Image code'), 'XY34');
    await user.click(within(form).getByRole('button', { name: 'Get code' }));
    expect(await within(form).findByText('The code was sent to 138****0003')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Image code')).not.toBeInTheDocument();

    expect(
      await within(form).findByRole('button', { name: 'Resend' }, { timeout: 3_000 }),
    ).toBeEnabled();
    expect(within(form).getByLabelText('Image code')).toHaveValue('');
    await waitFor(() => {
      expect(requestsTo(fetchMock, CAPTCHA)).toHaveLength(2);
    });
  });

  it('shows a failed SMS token fetch in an alert', async () => {
    gateway({
      [SMS_TOKEN]: [{ ok: false, status: 400, msg: 'The image code is incorrect or has expired.' }],
    });
    renderPage(LoginPage, { path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    const form = screen.getByRole('tabpanel', { name: 'SMS code' });
    await user.type(within(form).getByLabelText('Mobile number'), '13800000003');
    await user.type(within(form).getByLabelText('Image code'), 'XY34');
    await user.click(within(form).getByRole('button', { name: 'Get code' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The image code is incorrect or has expired.',
    );
    expect(within(form).getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('refuses a user whose every company is suspended, saying whom to contact', async () => {
    gateway({
      [SIGN_IN]: [
        {
          ok: false,
          status: 409,
          msg: 'Demo Trading has been suspended by the platform since 2026-03-01. Reason: Overdue',
        },
      ],
    });
    renderPage(LoginPage, { path: '/login' });

    await fillPasswordForm();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Company suspended')).toBeVisible();
    expect(alert).toHaveTextContent(
      'Demo Trading has been suspended by the platform since 2026-03-01. Reason: Overdue',
    );
    expect(alert).toHaveTextContent('Please contact the platform to have it restored.');
    expect(getAccessToken()).toBeUndefined();
  });

  it('signs in but first names the companies the platform suspended', async () => {
    gateway({
      [SIGN_IN]: [
        {
          ok: true,
          body: {
            next: 'tokens',
            accessToken: fakeAccessToken(),
            refreshToken: 'R',
            failurePeriodSec: 1800,
            suspendedComps: [
              {
                compCode: 'DEMO0003',
                compName: 'Demo Trading',
                suspendedAt: '2026-03-01T02:00:00Z',
                suspendReason: 'Overdue',
              },
            ],
          },
        },
      ],
    });
    const { router } = renderPage(LoginPage, { path: '/login' });

    const user = await fillPasswordForm();

    expect(
      await screen.findByRole('heading', { name: 'Some of your companies are suspended' }),
    ).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Suspended companies' });
    expect(within(list).getByText('Demo Trading')).toBeVisible();
    expect(within(list).getByText('Suspended since 2026-03-01. Reason: Overdue')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/product/product');
    });
  });
});
