import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ChangeEmailDialog } from '@/features/account/components/change-email-dialog';
import { accountGateway, ok, queryOf } from '@/features/account/testing/account-gateway';
import { apiPath } from '@/lib/api-paths';
import { getBrowserId } from '@/lib/browser-id';
import { requestsTo } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';

const SEND = apiPath('/third/mail/sendEmailCode');
const VALID = apiPath('/third/mail/emailCodeValid');
const UPDATE = apiPath('email/update');

function open(currentEmail: string | null = 'w***@demo.example') {
  const onClose = vi.fn();
  renderWithProviders(
    <ChangeEmailDialog identityKey="S1" currentEmail={currentEmail} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', {
    name: currentEmail ? 'Change e-mail' : 'Add e-mail',
  });
  const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' });
  return { onClose, dialog, field, user: userEvent.setup() };
}

describe('ChangeEmailDialog', { timeout: 30_000 }, () => {
  it('sends no code to something that is not an address', async () => {
    const fetchMock = accountGateway({});
    const { dialog, field, user } = open(null);

    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByText('Please enter the e-mail address')).toBeVisible();
    await user.type(field('New e-mail address'), 'wang@demo');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address')).toBeVisible();
    expect(requestsTo(fetchMock, SEND)).toHaveLength(0);
  });

  it("shows the server's refusal of the address under the field", async () => {
    accountGateway({
      '/third/mail/sendEmailCode': {
        ok: false,
        status: 429,
        msg: 'Too many codes; try again in 2 minutes.',
      },
    });
    const { dialog, field, user } = open();

    await user.type(field('New e-mail address'), 'wang@corp.example');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(
      await within(dialog).findByText('Too many codes; try again in 2 minutes.'),
    ).toBeVisible();
    expect(field('New e-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the address once its code is right', async () => {
    const fetchMock = accountGateway({
      '/third/mail/sendEmailCode': ok({
        to: 'w***@corp.example',
        resendSec: 120,
        expiresInSec: 300,
      }),
      '/third/mail/emailCodeValid': ok({ to: 'w***@corp.example', expiresInSec: 600 }),
      'email/update': ok(null),
    });
    const { onClose, dialog, field, user } = open();

    expect(within(dialog).getByText('Current e-mail: w***@demo.example')).toBeVisible();
    await user.type(field('New e-mail address'), ' Wang@Corp.example ');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(
      await within(dialog).findByText('A code has been sent to w***@corp.example'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await user.type(field('E-mail code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Tip' })).getByRole('button', {
        name: 'OK',
      }),
    );

    expect(await screen.findByText('Operation successful')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(queryOf(requestsTo(fetchMock, SEND)[0])).toEqual({
      email: 'Wang@Corp.example',
      browserID: getBrowserId(),
    });
    expect(queryOf(requestsTo(fetchMock, VALID)[0])).toEqual({
      code: '123456',
      browserID: getBrowserId(),
    });
    expect(queryOf(requestsTo(fetchMock, UPDATE)[0])).toEqual({ email: 'Wang@Corp.example' });
  });
});
