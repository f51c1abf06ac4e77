import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import SignInPage from '@console/features/sign-in/routes/sign-in-page';
import { idleLimitSec } from '@console/lib/session';
import { consoleGateway, refused } from '@console/testing/gateway';
import { fakeOperatorToken } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';
import { getAccessToken } from '@/lib/auth-token';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';

const TOKENS = { accessToken: fakeOperatorToken(), refreshToken: 'r-1', idleLimitSec: 600 };
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];

function renderSignIn(path = '/sign-in?redirect=%2Faudit') {
  return renderPage(SignInPage, {
    path,
    pattern: '/sign-in',
    routes: [{ path: '*', element: <p>landed</p> }],
  });
}

async function enterPassword(username = 'Admin', password = 'Ops@Demo123456') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the sign-in page', () => {
  it('signs in with the password and the code, then goes where the operator was headed', async () => {
    const gateway = consoleGateway({
      '/ops/session/password': { next: 'totp', ticket: 'T1' },
      '/ops/session/totp': { ...TOKENS, recoveryCodes: [] },
    });
    const { router } = renderSignIn();

    const user = await enterPassword();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/audit');
    });
    expect(getAccessToken()).toBe(TOKENS.accessToken);
    expect(idleLimitSec()).toBe(600);
    const [password] = await gateway.bodies('/ops/session/password');
    expect(password).toMatchObject({ username: 'admin' });
    const cipher = (password as { password: string }).password;
    await expect(rsaDecryptWithVectorKey(cipher)).resolves.toBe('Ops@Demo123456');
    expect(await gateway.bodies('/ops/session/totp')).toEqual([{ ticket: 'T1', code: '123456' }]);
  });

  it('signs in with a recovery code instead of the authenticator', async () => {
    const gateway = consoleGateway({
      '/ops/session/password': { next: 'totp', ticket: 'T1' },
      '/ops/session/totp': { ...TOKENS, recoveryCodes: [] },
    });
    renderSignIn();

    const user = await enterPassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await screen.findByText('landed');
    expect(await gateway.bodies('/ops/session/totp')).toEqual([
      { ticket: 'T1', recoveryCode: 'abcde-fghjk' },
    ]);
  });

  it("shows the back office's refusal and keeps the operator on the step", async () => {
    consoleGateway({ '/ops/session/password': () => refused(400, 'Wrong username or password.') });
    renderSignIn();

    await enterPassword();

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(getAccessToken()).toBeUndefined();
  });

  it('takes a first sign-in through the new password, the authenticator and the recovery codes', async () => {
    const gateway = consoleGateway({
      '/ops/session/password': { next: 'changePassword', ticket: 'T1' },
      '/ops/session/change-password': { next: 'enroll', ticket: 'T1' },
      '/ops/session/enrol/start': {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      '/ops/session/enrol/finish': { ...TOKENS, recoveryCodes: CODES },
    });
    const { router } = renderSignIn('/sign-in');

    const user = await enterPassword('e2e.li', 'Temporary-Pass-1x');
    expect(await screen.findByRole('heading', { name: 'New password' })).toBeInTheDocument();
    expect(screen.getByText(/have 12 to 128 characters/)).toHaveTextContent('(not met)');
    await user.type(screen.getByLabelText(/^New password/), 'E2e.li-is-here-2026');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'E2e.li-is-here-2026');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('The new password does not meet the rules')).toBeVisible();
    expect(screen.getByText(/not contain your username/)).toHaveTextContent('(not met)');

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-Reviewer-2026');
    await user.clear(screen.getByLabelText(/^Confirm the new password/));
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Fresh-Reviewer-2026');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));

    expect(
      await screen.findByRole('img', { name: 'QR code for the authenticator' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: 'The 6-digit code the authenticator shows' }),
      '654321',
    );
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent('AAAAA-BBBBB');
    // Not signed in until the operator says the codes are kept.
    expect(getAccessToken()).toBeUndefined();
    const enter = screen.getByRole('button', { name: 'Enter the console' });
    expect(enter).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I have kept the recovery codes/ }));
    await user.click(enter);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(getAccessToken()).toBe(TOKENS.accessToken);
    const [change] = await gateway.bodies('/ops/session/change-password');
    await expect(
      rsaDecryptWithVectorKey((change as { newPassword: string }).newPassword),
    ).resolves.toBe('Fresh-Reviewer-2026');
    expect(await gateway.bodies('/ops/session/enrol/finish')).toEqual([
      { ticket: 'T1', code: '654321' },
    ]);
  });

  it('starts again with the reason when the ticket is gone', async () => {
    consoleGateway({
      '/ops/session/password': { next: 'totp', ticket: 'T1' },
      '/ops/session/totp': () => refused(401, 'The sign-in took too long; please start again.'),
    });
    renderSignIn();

    const user = await enterPassword();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('took too long');
    expect(
      screen.getByRole('heading', { name: 'Sign in to the Operations Console' }),
    ).toBeVisible();
  });
});
