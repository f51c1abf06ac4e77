import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { getAccessToken, saveTokens } from '@/lib/auth-token';
import { isSecurityVerificationRequired, requireSecurityVerification } from '@/lib/idle-lock';
import { rememberSignIn } from '@/lib/signed-in-user';
import {
  envelopeResponse,
  mockGateway,
  type RecordedRequest,
  requestsTo,
} from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';
import { renderWithProviders } from '@/testing/render';
import { fakeAccessToken, recordNavigation } from '@/testing/session-fixtures';

// The dialog as the app mounts it (AppProviders → IdleGuard), over whatever page is open.

const API = '/api/web/portal/api/';
const LOGOUT_WAY = `${API}param/security/findParamSecurityLogoutWay`;
const VERIFY = `${API}login/user/logoutCheckTypeWithSecurity`;
const SEND_CODE = `${API}sms/sendMobileCodeOfLogoutWithSecurity`;
const LOGOUT = `${API}login/user/logout`;

type Answer = Parameters<typeof envelopeResponse>[0];

function gateway(
  way: { logoutWay: number; canVerify: boolean; twoStep?: boolean },
  answers: Record<string, Answer[]> = {},
) {
  return mockGateway((path) => {
    if (path === LOGOUT_WAY)
      return envelopeResponse({ ok: true, body: { twoStep: false, ...way } });
    const next = answers[path]?.shift();
    if (next === undefined) throw new Error(`unexpected call ${path}`);
    return envelopeResponse(next);
  });
}

async function bodyOf(request: RecordedRequest | undefined) {
  if (request === undefined) throw new Error('no such request');
  return JSON.parse((await openRequest(request)).json ?? '{}') as Record<string, unknown>;
}

function signedInAndLocked() {
  saveTokens({ accessToken: fakeAccessToken({ expiresIn: 3600 }), refreshToken: 'R' });
  rememberSignIn({ mobile: '13800000002', failurePeriodSec: 1800 });
  renderWithProviders(<input aria-label="Half-filled field" defaultValue="draft" />);
  act(() => {
    requireSecurityVerification();
  });
}

/** The dialog, once it knows how the user may verify. */
async function openedDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Security verification' });
  await waitFor(() => {
    expect(within(dialog).queryByText('Getting the verification options…')).not.toBeInTheDocument();
  });
  return dialog;
}

afterEach(() => {
  localStorage.clear();
});

describe('SecurityVerificationDialog', { timeout: 20_000 }, () => {
  it('names the empty password and asks to check the form', async () => {
    gateway({ logoutWay: 10, canVerify: true });
    signedInAndLocked();
    const dialog = await openedDialog();

    expect(dialog).toHaveTextContent('inactive for more than 30 minutes');
    expect(within(dialog).getByRole('tab', { name: 'Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(within(dialog).getByText('Please enter the login password')).toBeInTheDocument();
    expect(await screen.findByText('Please check the form')).toBeInTheDocument();
  });

  it('after a wrong password: the server msg, the input cleared, verify waits', async () => {
    const fetchMock = gateway(
      { logoutWay: 10, canVerify: true },
      {
        [VERIFY]: [
          {
            ok: false,
            status: 400,
            msg: 'The verification failed; please try again in 1 seconds.',
            body: { msg: 'x', passwordEnterInterval: 1 },
          },
        ],
      },
    );
    signedInAndLocked();
    const dialog = await openedDialog();
    const user = userEvent.setup();

    // First an empty try: its 'check the form' must not hold the server's answer back.
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please check the form')).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Sign-in password', { selector: 'input' }),
      'Wrong@1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    // The server's msg shows while the countdown runs, not after it.
    expect(
      await screen.findByText('The verification failed; please try again in 1 seconds.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please check the form')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify (1 s)' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Sign-in password', { selector: 'input' })).toHaveValue(
      '',
    );
    await waitFor(
      () => {
        expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled();
      },
      { timeout: 3_000 },
    );
    const body = await bodyOf(requestsTo(fetchMock, VERIFY)[0]);
    expect(body).toMatchObject({ checkType: 10, userMobile: '13800000002' });
    expect(await rsaDecryptWithVectorKey(String(body.passWord))).toBe('Wrong@1');
  });

  it('a right password lifts the lock and leaves the page as it was', async () => {
    gateway(
      { logoutWay: 10, canVerify: true },
      { [VERIFY]: [{ ok: true, body: { loginType: 10 } }] },
    );
    signedInAndLocked();
    const dialog = await openedDialog();
    const user = userEvent.setup();

    await user.type(
      within(dialog).getByLabelText('Sign-in password', { selector: 'input' }),
      'Demo@123456',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Operation successful, please continue')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(isSecurityVerificationRequired()).toBe(false);
    expect(screen.getByLabelText('Half-filled field')).toHaveValue('draft');
  });

  it('offers only SMS when the logout way is 20', async () => {
    const fetchMock = gateway(
      { logoutWay: 20, canVerify: true },
      {
        [SEND_CODE]: [{ ok: true, body: { to: '138****0002', resendSec: 120, expiresInSec: 300 } }],
        [VERIFY]: [{ ok: true, body: { loginType: 10 } }],
      },
    );
    signedInAndLocked();
    const dialog = await openedDialog();
    const user = userEvent.setup();

    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Sign-in password')).not.toBeInTheDocument();
    expect(within(dialog).getByText('The code will be sent to 138****0002')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Please enter the SMS verification code')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(
      await within(dialog).findByRole('button', { name: /^Resend in 1[12]\d s$/ }),
    ).toBeDisabled();
    await user.type(within(dialog).getByLabelText('SMS code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    // The success replaces the earlier 'check the form' warning at once.
    expect(await screen.findByText('Operation successful, please continue')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const [sent] = requestsTo(fetchMock, SEND_CODE);
    expect(new URL(sent?.url ?? '', 'http://localhost').searchParams.get('mobile')).toBe(
      '13800000002',
    );
    expect(await bodyOf(requestsTo(fetchMock, VERIFY)[0])).toMatchObject({
      checkType: 20,
      mobileCode: '123456',
    });
  });

  it('offers the authenticator code to a user with two-step on', async () => {
    const fetchMock = gateway(
      { logoutWay: 10, canVerify: true, twoStep: true },
      { [VERIFY]: [{ ok: true, body: { loginType: 10 } }] },
    );
    signedInAndLocked();
    const dialog = await openedDialog();
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('tab', { name: 'Authenticator app' }));
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      within(dialog).getByText('Please enter the 6-digit code your authenticator app shows'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Authenticator code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Operation successful, please continue')).toBeInTheDocument();
    expect(await bodyOf(requestsTo(fetchMock, VERIFY)[0])).toMatchObject({
      checkType: 30,
      totpCode: '654321',
    });
  });

  it('without verification on offer: only exit, which ends the session and goes to login', async () => {
    const navigate = recordNavigation({ pathname: '/center/crm/user', search: '' });
    const fetchMock = gateway({ logoutWay: 10, canVerify: false }, { [LOGOUT]: [{ ok: true }] });
    signedInAndLocked();
    const dialog = await openedDialog();

    expect(
      within(dialog).getByText('This session can no longer be verified; please sign in again.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit directly' }));

    await waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcenter%2Fcrm%2Fuser');
    });
    expect(requestsTo(fetchMock, LOGOUT)).toHaveLength(1);
    expect(getAccessToken()).toBeUndefined();
  });

  it('shows nothing when nobody is signed in', async () => {
    gateway({ logoutWay: 10, canVerify: true });
    renderWithProviders(<p>page</p>);
    act(() => {
      requireSecurityVerification();
    });

    await screen.findByText('page');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
