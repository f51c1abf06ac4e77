import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';

export const CALLS = {
  list: apiPath('invitation/list'),
  create: apiPath('invitation/create'),
  resend: apiPath('invitation/resend'),
  revoke: apiPath('invitation/revoke'),
  dicts: apiPath('company/custAccount/list/dict'),
};

const invitation = (invitationId: number, compName: string, status: string) => ({
  invitationId,
  compName,
  contactName: 'Chen Jing',
  mobile: '139****0001',
  compRole: 'C102',
  status,
  createdAt: '2026-03-01T02:00:00Z',
  expiresAt: '2026-03-08T02:00:00Z',
  acceptedAt: null,
  revokedAt: null,
  inviteeCompCode: null,
});

export const INVITATIONS = [
  invitation(3, 'Ningbo Springs', 'pending'),
  invitation(2, 'Wuxi Castings', 'accepted'),
  invitation(1, 'Taizhou Bearings', 'expired'),
];

export const ISSUED = {
  invitationId: 4,
  code: 'ABCDEFGHJKMNPQRS',
  link: '/index/register?invite=ABCDEFGHJKMNPQRS',
  expiresAt: '2026-03-09T02:00:00Z',
};

export const ok = (body: unknown) => envelopeResponse({ ok: true, body });
export const refused = (status: number, msg: string) =>
  envelopeResponse({ ok: false, status, msg });

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** A gateway with three invitations; `route` answers first. */
export function invitationGateway(route: (path: string) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  mockGateway(async (path, request) => {
    if (path === CALLS.dicts) {
      return ok({
        compRole: [
          { dictValue: 'C101', dictLabel: 'Core enterprise', sort: 1 },
          { dictValue: 'C102', dictLabel: 'Supplier', sort: 2 },
        ],
        employeeRole: [],
      });
    }
    const json = (await openRequest(request)).json;
    calls.push({ path, body: JSON.parse(json ?? '{}') as Record<string, unknown> });
    const answer = route(path);
    if (answer) return answer;
    if (path === CALLS.list) return ok({ total: INVITATIONS.length, items: INVITATIONS });
    return refused(404, `unexpected ${path}`);
  });
  return calls;
}

/** Answers OK in the confirmation dialog ('tip') and waits until it has gone. */
export async function confirmDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Tip' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: 'Tip' })).toBeNull();
  });
}

export const rowOf = (name: string): HTMLElement => {
  const row = screen
    .getAllByTestId('invitation-row')
    .find((candidate) => candidate.textContent.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
