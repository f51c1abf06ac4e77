import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

import { apiPath } from '@/lib/api-paths';
import type { RecordedRequest } from '@/testing/fetch-mock';
import { envelopeResponse } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';

// What the personnel tests share: the calls, the dictionaries and people they answer with.

export const CALLS = {
  list: apiPath('company/employee/list'),
  add: apiPath('company/employee/add'),
  roles: apiPath('company/employee/roles/update'),
  disable: apiPath('company/employee/disable'),
  enable: apiPath('company/employee/enable'),
  remove: apiPath('company/employee/remove'),
  sendCode: apiPath('company/employee/changeAdmin/sendCode'),
  changeAdmin: apiPath('company/employee/changeAdmin'),
  dicts: apiPath('company/custAccount/list/dict'),
  products: apiPath('product/list'),
};

export const DICTS = {
  compRole: [{ dictValue: 'C101', dictLabel: 'Core enterprise', sort: 1 }],
  employeeRole: [
    { dictValue: 'E101', dictLabel: 'Administrator', sort: 1 },
    { dictValue: 'E102', dictLabel: 'Handler', sort: 2 },
    { dictValue: 'E103', dictLabel: 'Reviewer', sort: 3 },
  ],
};

export const PRODUCTS = [
  { productCode: 'EC', productName: 'Enterprise', summary: '', icon: 'enterprise', sort: 1 },
  { productCode: 'CRM', productName: 'Account centre', summary: '', icon: 'account', sort: 2 },
];

export const ZHAO = {
  employeeCode: 'EMP0007',
  userCode: 'U0005',
  name: 'Zhao Min',
  mobile: '138****0005',
  status: 1,
  rootManager: 1,
  roles: ['E101'],
  createdAt: '2026-01-05T02:00:00Z',
};

export const LI = {
  employeeCode: 'EMP0100',
  userCode: 'U0100',
  name: 'Li Lei',
  mobile: '139****1234',
  status: 1,
  rootManager: 0,
  roles: ['E102', 'EC-E103'],
  createdAt: '2026-02-01T02:00:00Z',
};

export const ok = (body: unknown) => envelopeResponse({ ok: true, body });
export const refused = (status: number, msg: string) =>
  envelopeResponse({ ok: false, status, msg });

/** The decrypted JSON body of a protected request. */
export async function bodyOf(request: RecordedRequest): Promise<Record<string, unknown>> {
  return JSON.parse((await openRequest(request)).json ?? '{}') as Record<string, unknown>;
}

/** Answers the reference calls every personnel page makes; undefined for the others. */
export function referenceAnswer(path: string): Response | undefined {
  if (path === CALLS.dicts) return ok(DICTS);
  if (path === CALLS.products) return ok(PRODUCTS);
  return undefined;
}

/** Answers OK in the confirmation dialog ('tip') and waits until it has gone. */
export async function confirmDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Tip' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  // Until it has gone, the page under it is hidden from the accessibility tree.
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: 'Tip' })).toBeNull();
  });
}
