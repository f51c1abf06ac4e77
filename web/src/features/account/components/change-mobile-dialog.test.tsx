import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ChangeMobileDialog } from '@/features/account/components/change-mobile-dialog';
import {
  accountGateway,
  type Envelope,
  ok,
  queryOf,
} from '@/features/account/testing/account-gateway';
import { apiPath } from '@/lib/api-paths';
import { getBrowserId } from '@/lib/browser-id';
import { signedInMobile } from '@/lib/signed-in-user';
import { requestsTo } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';

const CAPTCHA = { image: 'data:image/png;base64,iVBORw0KGgo=', expiresInSec: 120 };
const sent = (to: string) => ok({ to, resendSec: 120, expiresInSec: 300 });
const OLD_CODE = apiPath('verify/codeValid');
const NEW_CODE = apiPath('sms/sendMobileNewCode');
const CODES = apiPath('sms/mobileNewCodeValid');
const UPDATE = apiPath('mobile/update');

function gateway(overrides: Record<string, Envelope> = {}) {
  return accountGateway({
    'company/custAccount/verify/code': ok(CAPTCHA),
    'verify/codeValid': sent('138****0002'),
    'mobile/check': ok({ available: true, current: false }),
    'sms/sendMobileNewCode': sent('139****5678'),
    'sms/mobileNewCodeValid': ok({ to: '139****5678', expiresInSec: 600 }),
    'mobile/update': ok(null),
    ...overrides,
  });
}

async function open() {
  const onClose = vi.fn();
  renderWithProviders(
    <ChangeMobileDialog identityKey="S1" currentMobile="138****0002" onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Change mobile number' });
  const current = within(dialog).getByRole('group', { name: 'Step 1: verify the current mobile' });
  const next = within(dialog).getByRole('group', { name: 'Step 2: verify the new mobile' });
  await within(current).findByAltText('Image code');
  return { onClose, dialog, current, next, user: userEvent.setup() };
}

const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label, { selector: 'input' });

describe('ChangeMobileDialog', { timeout: 30_000 }, () => {
  it('asks for the image code before texting the current mobile', async () => {
    const fetchMock = gateway();
    const { current, user } = await open();

    expect(within(current).getByText('Current mobile: 138****0002')).toBeVisible();
    await user.click(within(current).getByRole('button', { name: 'Get code' }));
    expect(await within(current).findByText('Please enter the image code first')).toBeVisible();
    expect(requestsTo(fetchMock, OLD_CODE)).toHaveLength(0);
  });

  it("says when the new number is already the user's own", async () => {
    const fetchMock = gateway({ 'mobile/check': ok({ available: false, current: true }) });
    const { next, user } = await open();

    await user.type(input(next, 'New mobile number'), '13800000003');
    await user.click(within(next).getByRole('button', { name: 'Get code' }));

    expect(await within(next).findByText('This is already your mobile number')).toBeVisible();
    expect(requestsTo(fetchMock, NEW_CODE)).toHaveLength(0);
  });

  it('refuses a number another account has before any code goes out', async () => {
    const fetchMock = gateway({ 'mobile/check': ok({ available: false, current: false }) });
    const { next, user } = await open();

    await user.type(input(next, 'New mobile number'), '1380000');
    await user.click(within(next).getByRole('button', { name: 'Get code' }));
    expect(
      await within(next).findByText('Please enter a valid 11-digit mobile number'),
    ).toBeVisible();

    await user.type(input(next, 'New mobile number'), '0003');
    await user.click(within(next).getByRole('button', { name: 'Get code' }));
    expect(
      await within(next).findByText('This mobile number is already used by another account'),
    ).toBeVisible();
    expect(requestsTo(fetchMock, NEW_CODE)).toHaveLength(0);
  });

  it('changes the mobile with both codes and remembers it for the idle dialog', async () => {
    const fetchMock = gateway();
    const { onClose, dialog, current, next, user } = await open();

    await user.type(input(current, 'Image code'), 'AB12');
    await user.click(within(current).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByText('A code has been sent to 138****0002')).toBeVisible();
    expect(queryOf(requestsTo(fetchMock, OLD_CODE)[0])).toEqual({
      code: 'AB12',
      browserID: getBrowserId(),
    });
    // The image code is used up: the field is empty again for the next one.
    expect(input(current, 'Image code')).toHaveValue('');

    await user.type(input(next, 'New mobile number'), '13912345678');
    await user.click(within(next).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByText('A code has been sent to 139****5678')).toBeVisible();
    expect(queryOf(requestsTo(fetchMock, NEW_CODE)[0])).toEqual({
      mobile: '13912345678',
      browserID: getBrowserId(),
    });

    await user.type(input(current, 'Code sent to the current mobile'), '111111');
    await user.type(input(next, 'Code sent to the new mobile'), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const tip = await screen.findByRole('dialog', { name: 'Tip' });
    expect(tip).toHaveTextContent('Change the mobile number to 13912345678?');
    await user.click(within(tip).getByRole('button', { name: 'OK' }));

    expect(
      await screen.findByText('Mobile number changed; sign in with the new number from now on'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(queryOf(requestsTo(fetchMock, CODES)[0])).toEqual({
      code: '111111',
      newCode: '222222',
      browserID: getBrowserId(),
    });
    expect(queryOf(requestsTo(fetchMock, UPDATE)[0])).toEqual({ mobile: '13912345678' });
    expect(signedInMobile()).toBe('13912345678');
  });

  it('makes no change when a code is wrong, and keeps what was typed', async () => {
    const fetchMock = gateway({
      'sms/mobileNewCodeValid': { ok: false, status: 400, msg: 'The code is wrong or expired.' },
    });
    const { onClose, dialog, current, next, user } = await open();

    await user.type(input(next, 'New mobile number'), '13912345678');
    await user.type(input(current, 'Code sent to the current mobile'), '111111');
    await user.type(input(next, 'Code sent to the new mobile'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Tip' })).getByRole('button', {
        name: 'OK',
      }),
    );

    await waitFor(() => {
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The code is wrong or expired.');
    });
    expect(requestsTo(fetchMock, UPDATE)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    expect(input(next, 'Code sent to the new mobile')).toHaveValue('999999');
  });
});
