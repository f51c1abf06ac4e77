import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import UserPage from '@/features/account/routes/user-page';
import { ACCOUNT, accountGateway, ok, queryOf } from '@/features/account/testing/account-gateway';
import { apiPath } from '@/lib/api-paths';
import { requestsTo } from '@/testing/fetch-mock';
import { portalSession, renderSessionPage } from '@/testing/portal-session';

const IDENTITY = 'product/getCompPersonalVoucherInfo';
const STORE = apiPath('third/file/store');
const NOT_FOUND = { ok: false, status: 404, msg: 'No real-name verification is on file.' };

function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling?.firstElementChild;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('UserPage', { timeout: 20_000 }, () => {
  it("shows the user's details and the identity on file, masked", async () => {
    const fetchMock = accountGateway({
      'company/custAccount/login/view': ok(ACCOUNT),
      [IDENTITY]: ok({
        name: 'Wang Fang',
        idNumber: '310115********4566',
        method: 'face',
        prodCode: null,
        passedAt: '2026-01-05T02:00:00Z',
      }),
    });
    renderSessionPage(UserPage);

    expect(await screen.findByText('310115********4566')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible();
    expect(valueOf('Real-name status')).toHaveTextContent('Verified');
    expect(valueOf('Verified by')).toHaveTextContent('Face recognition');
    expect(valueOf('Mobile number')).toHaveTextContent('138****0002');
    expect(valueOf('E-mail')).toHaveTextContent('w***@demo.example');
    // The session's own company and user are asked about.
    const session = portalSession();
    expect(queryOf(requestsTo(fetchMock, apiPath(IDENTITY))[0])).toEqual({
      compCode: session.claims.comp,
      userCode: session.claims.sub,
    });
    // No avatar yet: the first letter of the name.
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent('W');
    expect(screen.getAllByRole('link', { name: 'Change' })[0]).toHaveAttribute(
      'href',
      '/center/crm/account/list',
    );
  });

  it("says 'not verified' when no real-name record is on file", async () => {
    accountGateway({ 'company/custAccount/login/view': ok(ACCOUNT), [IDENTITY]: NOT_FOUND });
    renderSessionPage(UserPage);

    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.queryByText('ID number')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image before any upload', async () => {
    const fetchMock = accountGateway({
      'company/custAccount/login/view': ok(ACCOUNT),
      [IDENTITY]: NOT_FOUND,
    });
    renderSessionPage(UserPage);
    await screen.findByText('Change avatar');

    const input = screen.getByLabelText('Change avatar', { selector: 'input' });
    const pdf = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf, { applyAccept: false });

    expect(
      await screen.findByText('This type of file is not accepted: choose an image'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, STORE)).toHaveLength(0);
  });
});
