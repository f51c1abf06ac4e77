import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import InvitationsPage from '@/features/invitations/routes/invitations-page';
import {
  CALLS,
  confirmDialog,
  invitationGateway,
  ISSUED,
  ok,
  refused,
  rowOf,
} from '@/features/invitations/testing/fixtures';
import { portalSession, renderSessionPage } from '@/testing/portal-session';

const PATH = '/center/crm/invication';
const LINK = `${window.location.origin}/index/register?invite=ABCDEFGHJKMNPQRS`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InvitationsPage', { timeout: 25_000 }, () => {
  it('lists the invitations with their state; only open ones can be resent or revoked', async () => {
    invitationGateway();
    renderSessionPage(InvitationsPage, { path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Invite companies' })).toBeVisible();
    expect(await screen.findByText('3 in all')).toBeVisible();
    const pending = rowOf('Ningbo Springs');
    expect(within(pending).getByText('Pending')).toBeVisible();
    expect(await within(pending).findByText('Supplier')).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Resend' })).toBeVisible();
    expect(within(rowOf('Wuxi Castings')).queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(within(rowOf('Taizhou Bearings')).getByText('Expired')).toBeVisible();
    expect(within(rowOf('Taizhou Bearings')).getByRole('button', { name: 'Revoke' })).toBeVisible();
  });

  it('filters by state through the URL', async () => {
    const calls = invitationGateway((path) =>
      path === CALLS.list && calls.length > 1 ? ok({ total: 0, items: [] }) : undefined,
    );
    const { router } = renderSessionPage(InvitationsPage, { path: PATH });
    await screen.findByText('3 in all');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Revoked' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=revoked');
    });
    expect(await screen.findByText('No invitation in this state')).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ pageNum: 1, pageSize: 10, status: 'revoked' });
  });

  it('invites a company and shows its link once, with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let answer = refused(
      409,
      'An invitation to this mobile number is still pending; resend it instead.',
    );
    const calls = invitationGateway((path) => (path === CALLS.create ? answer : undefined));
    renderSessionPage(InvitationsPage, { path: PATH });
    await screen.findByText('3 in all');

    await userEvent.click(screen.getByRole('button', { name: 'Invite a company' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a company' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter the company name')).toBeVisible();
    expect(within(dialog).getByText('Choose a company role')).toBeVisible();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Company name' }),
      'Jiaxing Gears',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Ma Lan');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: "Contact's mobile" }),
      '13900001111',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Invite them as' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Supplier' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await confirmDialog();

    expect(
      await within(dialog).findByText(
        'An invitation to this mobile number is still pending; resend it instead.',
      ),
    ).toBeVisible();
    expect(calls.find(({ path }) => path === CALLS.create)?.body).toEqual({
      compName: 'Jiaxing Gears',
      contactName: 'Ma Lan',
      mobile: '13900001111',
      compRole: 'C102',
    });

    answer = ok(ISSUED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await confirmDialog();

    const shown = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(shown).getByRole('textbox', { name: 'Registration link' })).toHaveValue(LINK);
    expect(within(shown).getByText(/shown only now and cannot be shown again/)).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(within(shown).getByRole('status')).toHaveTextContent('Link copied');
  });

  it('resends (a new link shown) and revokes once confirmed', async () => {
    const calls = invitationGateway((path) => {
      if (path === CALLS.resend) return ok({ ...ISSUED, invitationId: 3 });
      if (path === CALLS.revoke) return ok({});
      return undefined;
    });
    renderSessionPage(InvitationsPage, { path: PATH });
    await screen.findByText('3 in all');

    await userEvent.click(within(rowOf('Ningbo Springs')).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText(/Send the invitation to “Ningbo Springs” again\?/),
    ).toBeVisible();
    await confirmDialog();
    const shown = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(shown).getByRole('textbox', { name: 'Registration link' })).toHaveValue(LINK);
    await userEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Invitation sent' })).toBeNull();
    });

    await userEvent.click(
      within(rowOf('Taizhou Bearings')).getByRole('button', { name: 'Revoke' }),
    );
    await confirmDialog();
    await waitFor(() => {
      expect(calls.find(({ path }) => path === CALLS.revoke)?.body).toEqual({ invitationId: 1 });
    });
    expect(calls.find(({ path }) => path === CALLS.resend)?.body).toEqual({ invitationId: 3 });
  });

  it('shows the invitations without actions to an employee who is not an administrator', async () => {
    invitationGateway();
    renderSessionPage(InvitationsPage, {
      path: PATH,
      session: portalSession({ rootManager: 0, employeeRole: ['E102'] }),
    });

    await screen.findByText('3 in all');
    expect(screen.getByText(/Only company administrators can send/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Invite a company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });
});
