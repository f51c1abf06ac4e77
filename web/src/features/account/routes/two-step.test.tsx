import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import AccountPage from '@/features/account/routes/account-page';
import { ACCOUNT, accountGateway, bodyOf, ok } from '@/features/account/testing/account-gateway';
import { apiPath } from '@/lib/api-paths';
import { requestsTo } from '@/testing/fetch-mock';
import { portalSession, renderSessionPage } from '@/testing/portal-session';

const PLAIN = portalSession({ rootManager: 0, employeeRole: ['E102'] });
const CODES = Array.from({ length: 10 }, (_, index) => `aaaaa-bbbb${String(index)}`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Portal:13800000003?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
};

describe('Two-step sign-in in the security tab', { timeout: 20_000 }, () => {
  it('enrols with the QR code and key, then shows the recovery codes once', async () => {
    let status = { enabled: false, recoveryCodesLeft: 0 };
    const fetchMock = accountGateway({
      'company/custAccount/login/view': ok(ACCOUNT),
      'account/twoStep/status': () => ok(status),
      'account/twoStep/start': ok(SETUP),
      'account/twoStep/confirm': [
        {
          ok: false,
          status: 400,
          msg: 'code: the code is wrong or already used; enter the current code from your app.',
        },
        ok({ codes: CODES }),
      ],
    });
    renderSessionPage(AccountPage, { path: '/', session: PLAIN });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Switch on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch on two-step sign-in' });
    expect(
      await within(dialog).findByAltText('QR code for your authenticator app'),
    ).toHaveAttribute('src', SETUP.qrCode);
    expect(within(dialog).getByText(SETUP.secret)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('6-digit code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and switch on' }));
    expect(await within(dialog).findByText(/the code is wrong or already used/)).toBeVisible();
    status = { enabled: true, recoveryCodesLeft: 10 };
    await user.type(within(dialog).getByLabelText('6-digit code'), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and switch on' }));

    const shown = await screen.findByRole('dialog', { name: 'Recovery codes' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    expect(within(shown).getByText('aaaaa-bbbb0')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(await screen.findByText('On. 10 unused recovery codes left.')).toBeInTheDocument();
    const confirms = requestsTo(fetchMock, apiPath('account/twoStep/confirm'));
    expect(await bodyOf(confirms[1])).toEqual({ code: '222222' });
  });

  it('makes new recovery codes and switches off with a code', async () => {
    let status = { enabled: true, recoveryCodesLeft: 3 };
    const fetchMock = accountGateway({
      'company/custAccount/login/view': ok(ACCOUNT),
      'account/twoStep/status': () => ok(status),
      'account/twoStep/recoveryCodes': () => {
        status = { enabled: true, recoveryCodesLeft: 10 };
        return ok({ codes: CODES });
      },
      'account/twoStep/off': () => {
        status = { enabled: false, recoveryCodesLeft: 0 };
        return ok(null);
      },
    });
    renderSessionPage(AccountPage, { path: '/', session: PLAIN });
    const user = userEvent.setup();

    expect(await screen.findByText('On. 3 unused recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const shown = await screen.findByRole('dialog', { name: 'Recovery codes' });
    await user.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('On. 10 unused recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off two-step sign-in' });
    await user.type(within(dialog).getByLabelText('Code or recovery code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));

    expect(await screen.findByRole('button', { name: 'Switch on' })).toBeInTheDocument();
    const off = requestsTo(fetchMock, apiPath('account/twoStep/off'));
    expect(await bodyOf(off[0])).toEqual({ code: '123456' });
  });
});
