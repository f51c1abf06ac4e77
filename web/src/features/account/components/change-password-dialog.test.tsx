import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ChangePasswordDialog } from '@/features/account/components/change-password-dialog';
import {
  accountGateway,
  bodyOf,
  decryptedQuery,
  ok,
} from '@/features/account/testing/account-gateway';
import { apiPath } from '@/lib/api-paths';
import { type RecordedRequest, requestsTo } from '@/testing/fetch-mock';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';
import { renderWithProviders } from '@/testing/render';

const UPDATE = apiPath('company/custAccount/passWord/update');
const SLOW = { timeout: 5_000 };

// Auth's rule, as far as these tests need it.
async function strength(request: RecordedRequest) {
  const password = await decryptedQuery(request, 'password');
  if (password.length < 8) {
    return ok({ secure: false, rule: 'length', msg: 'The password must have 8 to 64 characters.' });
  }
  return ok({ secure: true, rule: null, msg: 'The password is strong enough.' });
}

async function oldPassword(request: RecordedRequest) {
  return ok({ valid: (await decryptedQuery(request, 'pwd')) === 'Demo@123456' });
}

function gateway(update = ok(null)) {
  return accountGateway({
    'param/security/checkPasswordSecurity': strength,
    'company/custAccount/oldPwd/check': oldPassword,
    'company/custAccount/passWord/update': update,
  });
}

function open() {
  const onClose = vi.fn();
  renderWithProviders(<ChangePasswordDialog onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Change password' });
  const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' });
  return { onClose, dialog, field, user: userEvent.setup() };
}

// RSA in jsdom and typing take a while on a small machine.
describe('ChangePasswordDialog', { timeout: 30_000 }, () => {
  it("shows auth's verdict on the new password as it is typed", async () => {
    gateway();
    const { dialog, field, user } = open();

    await user.type(field('New password'), 'Ab1!');
    expect(
      await within(dialog).findByText('The password must have 8 to 64 characters.', {}, SLOW),
    ).toBeInTheDocument();
    await user.type(field('New password'), 'defgh');
    expect(
      await within(dialog).findByText('The password is strong enough.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('checks the current password when the field is left', async () => {
    gateway();
    const { dialog, field, user } = open();

    await user.type(field('Current password'), 'Wrong@123');
    await user.tab();
    expect(
      await within(dialog).findByText('The current password is incorrect', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('names every problem and sends no change', async () => {
    const fetchMock = gateway();
    const { dialog, field, user } = open();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter the current password')).toBeVisible();
    expect(within(dialog).getByText('Please enter the new password')).toBeVisible();
    expect(within(dialog).getByText('Please enter the new password again')).toBeVisible();

    await user.type(field('New password'), 'Sunlei#2026x');
    await user.type(field('Confirm new password'), 'Sunlei#2026y');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('The two passwords differ')).toBeVisible();
    expect(requestsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('changes the password after confirmation, both passwords encrypted', async () => {
    const fetchMock = gateway();
    const { onClose, dialog, field, user } = open();

    await user.type(field('Current password'), 'Demo@123456');
    await user.type(field('New password'), 'Sunlei#2026x');
    await user.type(field('Confirm new password'), 'Sunlei#2026x');
    await within(dialog).findByText('The password is strong enough.', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const tip = await screen.findByRole('dialog', { name: 'Tip' });
    expect(tip).toHaveTextContent('you will be signed out on your other devices');
    await user.click(within(tip).getByRole('button', { name: 'OK' }));

    expect(
      await screen.findByText('Password changed; your other devices have been signed out'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const body = (await bodyOf(requestsTo(fetchMock, UPDATE)[0])) as Record<string, string>;
    expect(body.oldPassword).not.toBe('Demo@123456');
    expect(await rsaDecryptWithVectorKey(body.oldPassword ?? '')).toBe('Demo@123456');
    expect(await rsaDecryptWithVectorKey(body.newPassword ?? '')).toBe('Sunlei#2026x');
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    gateway({ ok: false, status: 429, msg: 'Too many attempts; try again in 15 minutes.' });
    const { onClose, dialog, field, user } = open();

    await user.type(field('Current password'), 'Demo@123456');
    await user.type(field('New password'), 'Sunlei#2026x');
    await user.type(field('Confirm new password'), 'Sunlei#2026x');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Tip' })).getByRole('button', {
        name: 'OK',
      }),
    );

    await waitFor(() => {
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Too many attempts; try again in 15 minutes.',
      );
    });
    // Said once, in the dialog: no shared message above the page repeats it.
    expect(screen.getAllByText('Too many attempts; try again in 15 minutes.')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(field('New password')).toHaveValue('Sunlei#2026x');
  });
});
