import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import ResetAccountPage from '@/features/reset-password/routes/account-page';
import ResetCompletePage from '@/features/reset-password/routes/complete-page';
import ResetPasswordPage from '@/features/reset-password/routes/reset-page';
import { answerTip } from '@/testing/confirm-tip';
import {
  envelopeResponse,
  mockGateway,
  type RecordedRequest,
  requestsTo,
} from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';
import { renderPage } from '@/testing/render';

const API = '/api/web/portal/api/';
const CAPTCHA = `${API}login/user/verify/code`;
const SMS_TOKEN = '/api/login/sms/token/';
const SEND = `${API}resetpwd/sendSmsCode`;
const ACCOUNT = `${API}resetpwd/account`;
const RESET = `${API}resetpwd/reset`;
const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
// Answers come after RSA and AES in jsdom: slow on a loaded machine.
const SLOW = { timeout: 10_000 };

type Envelope = Parameters<typeof envelopeResponse>[0];

function gateway(answers: Record<string, Envelope[]>) {
  return mockGateway((path) => {
    if (path === CAPTCHA) {
      return envelopeResponse({ ok: true, body: { image: IMAGE, expiresInSec: 120 } });
    }
    const next = answers[path.startsWith(SMS_TOKEN) ? SMS_TOKEN : path]?.shift();
    if (next === undefined) throw new Error(`unexpected call ${path}`);
    return envelopeResponse(next);
  });
}

async function bodyOf(request: RecordedRequest | undefined) {
  if (request === undefined) throw new Error('no such request');
  return JSON.parse((await openRequest(request)).json ?? '{}') as Record<string, unknown>;
}

function Wizard() {
  return (
    <Routes>
      <Route path="/index/resetpwd/account" element={<ResetAccountPage />} />
      <Route path="/index/resetpwd/reset" element={<ResetPasswordPage />} />
      <Route path="/index/resetpwd/complete" element={<ResetCompletePage />} />
    </Routes>
  );
}

describe('the password-reset wizard', { timeout: 60_000 }, () => {
  it('proves the mobile, keeps the ticket through a refused password, and resets', async () => {
    const fetchMock = gateway({
      [SMS_TOKEN]: [{ ok: true, body: { smsToken: 'SMS-TOKEN' } }],
      [SEND]: [{ ok: true, body: { to: '139****0001', resendSec: 120, expiresInSec: 300 } }],
      [ACCOUNT]: [
        { ok: false, status: 400, msg: 'The verification code is incorrect or has expired.' },
        { ok: true, body: { ticket: 'TICKET-1' } },
      ],
      [RESET]: [
        { ok: false, status: 400, msg: 'The new password must differ from the current one.' },
        { ok: true, body: { done: true } },
      ],
    });
    const { router } = renderPage(Wizard, { path: '/index/resetpwd/account' });
    const user = userEvent.setup();

    await screen.findByAltText('Image code', {}, SLOW);
    await user.type(screen.getByLabelText('Mobile number'), '13900000001');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter the image code first')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Image code'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(
      await screen.findByText(
        /If this number has an account, the code was sent to 139\*\*\*\*0001/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    // The captcha bought the code; the account step needs a new one.
    expect(screen.getByLabelText('Image code')).toHaveValue('');

    await user.type(screen.getByLabelText('Image code'), 'CD34');
    await user.type(screen.getByLabelText('SMS code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The verification code is incorrect or has expired.',
    );
    expect(screen.getByLabelText('Mobile number')).toHaveValue('13900000001');
    expect(screen.getByLabelText('SMS code')).toHaveValue('111111');

    await user.type(screen.getByLabelText('Image code'), 'EF56');
    await user.clear(screen.getByLabelText('SMS code'));
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/index/resetpwd/reset');
    }, SLOW);
    expect(await bodyOf(requestsTo(fetchMock, ACCOUNT)[1])).toMatchObject({
      mobile: '13900000001',
      code: 'EF56',
      smsCode: '123456',
    });

    await screen.findByLabelText('New password', { selector: 'input' }, SLOW);
    const password = () => screen.getByLabelText('New password', { selector: 'input' });
    const confirm = () => screen.getByLabelText('Confirm the new password', { selector: 'input' });
    await user.type(password(), 'Ab139000000012');
    await user.click(screen.getByRole('button', { name: 'Reset the password' }));
    expect(
      await screen.findByText('The password must not contain the mobile number.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter the new password again')).toBeInTheDocument();
    expect(requestsTo(fetchMock, RESET)).toHaveLength(0);

    await user.clear(password());
    await user.type(password(), 'Same@2026x');
    await user.type(confirm(), 'Same@2026x');
    // Changing the password asks first (specification §8); cancelled, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Reset the password' }));
    await answerTip(
      user,
      'Cancel',
      'Reset the sign-in password? Every signed-in session will end.',
    );
    expect(requestsTo(fetchMock, RESET)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reset the password' }));
    await answerTip(user, 'OK');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The new password must differ from the current one.',
    );
    expect(password()).toHaveValue('Same@2026x');

    await user.clear(password());
    await user.type(password(), 'Better@2026x');
    await user.clear(confirm());
    await user.type(confirm(), 'Better@2026x');
    await user.click(screen.getByRole('button', { name: 'Reset the password' }));
    await answerTip(user, 'OK');
    expect(await screen.findByRole('link', { name: 'Sign in' }, SLOW)).toHaveAttribute(
      'href',
      '/login',
    );
    const [, accepted] = requestsTo(fetchMock, RESET);
    const body = await bodyOf(accepted);
    expect(body.ticket).toBe('TICKET-1');
    expect(await rsaDecryptWithVectorKey(String(body.newPassword))).toBe('Better@2026x');
  });

  it('sends a reset step opened without a ticket back to the account step', async () => {
    gateway({});
    renderPage(Wizard, { path: '/index/resetpwd/reset' });

    expect(await screen.findByText('Please prove your mobile number first.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prove the mobile number again' })).toHaveAttribute(
      'href',
      '/index/resetpwd/account',
    );
  });
});
