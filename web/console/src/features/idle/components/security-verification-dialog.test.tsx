import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setIdleLimitSec } from '@console/lib/session';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderWithProviders } from '@console/testing/render';
import { getAccessToken } from '@/lib/auth-token';
import { isSecurityVerificationRequired, requireSecurityVerification } from '@/lib/idle-lock';
import { recordNavigation } from '@/testing/session-fixtures';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';

function dialog() {
  return screen.findByRole('dialog', { name: 'Security verification' });
}

describe('the security verification', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on its own once the idle period passes without a click or key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInOperator();
    setIdleLimitSec(60);
    renderWithProviders(<p>page</p>);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(isSecurityVerificationRequired()).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(32_000);
    });

    expect(await dialog()).toHaveTextContent('Nothing happened for 1 minutes');
  });

  it("opens the session again with the authenticator's code", async () => {
    signInOperator();
    const gateway = consoleGateway({ '/ops/session/unlock': null });
    renderWithProviders(<p>page</p>);
    act(() => {
      requireSecurityVerification();
    });

    const user = userEvent.setup();
    const open = await dialog();
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => {
      expect(open).not.toBeInTheDocument();
    });
    expect(await gateway.bodies('/ops/session/unlock')).toEqual([{ code: '123456' }]);
    expect(screen.getByText('page')).toBeVisible();
  });

  it('shows a wrong answer and takes the password instead', async () => {
    signInOperator();
    let calls = 0;
    const gateway = consoleGateway({
      '/ops/session/unlock': () =>
        ++calls === 1 ? refused(400, 'The code is wrong or was already used') : null,
    });
    renderWithProviders(<p>page</p>);
    act(() => {
      requireSecurityVerification();
    });

    const user = userEvent.setup();
    await dialog();
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('wrong or was already used');

    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.type(screen.getByLabelText(/^Password/), 'Ops@Demo123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => {
      expect(isSecurityVerificationRequired()).toBe(false);
    });
    const [, second] = await gateway.bodies('/ops/session/unlock');
    await expect(rsaDecryptWithVectorKey((second as { password: string }).password)).resolves.toBe(
      'Ops@Demo123456',
    );
  });

  it('signs out: the session ends on the server, the tokens go, sign-in shows', async () => {
    const navigate = recordNavigation({ pathname: '/audit', search: '' });
    signInOperator();
    const gateway = consoleGateway({ '/ops/session/logout': null });
    renderWithProviders(<p>page</p>);
    act(() => {
      requireSecurityVerification();
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/sign-in');
    });
    expect(gateway.requests('/ops/session/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeUndefined();
  });
});
