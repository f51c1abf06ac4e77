import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';

import type { AuditRow } from '@console/features/audit/api/list-audit';
import AuditLogPage from '@console/features/audit/routes/audit-log-page';
import { consoleGateway } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';
import { openRequest } from '@/testing/protected-request';

const ENTRY: AuditRow = {
  sequence: 42,
  entryId: 'e-42',
  at: '2026-03-01T02:00:00Z',
  source: 'auth',
  operatorCode: 'OPDEMO4',
  operatorName: '李运营',
  via: 'console',
  tokenId: '',
  ip: '10.0.0.8',
  userAgent: 'Firefox',
  requestId: 'r-1',
  action: 'security_param.update',
  targetType: 'security_param',
  targetId: 'lockMinutes',
  summary: 'lockMinutes 15 → 30',
  before: { value: 15, unit: 'minutes' },
  after: { value: 30, unit: 'minutes' },
  hash: 'ab'.repeat(32),
};

describe('the audit log', () => {
  it("asks for the URL's filters, days as whole local days, and shows the entries", async () => {
    signInOperator({ roles: ['auditor'] });
    const gateway = consoleGateway({ '/ops/audit/list': { rows: [ENTRY], total: 1 } });
    renderPage(AuditLogPage, {
      path: '/audit?action=security_param.&operatorCode=OPDEMO4&from=2026-03-01&to=2026-03-02',
    });

    const grid = await screen.findByRole('grid', { name: 'Audit log' });
    expect(await within(grid).findByText('lockMinutes 15 → 30')).toBeVisible();
    const [body] = await gateway.bodies('/ops/audit/list');
    expect(body).toEqual({
      pageNum: 1,
      pageSize: 20,
      operatorCode: 'OPDEMO4',
      action: 'security_param.',
      targetType: '',
      targetId: '',
      source: '',
      keyword: '',
      atFrom: dayjs('2026-03-01').startOf('day').toISOString(),
      atTo: dayjs('2026-03-02').endOf('day').toISOString(),
    });
  });

  it('opens an entry with its before and after side by side', async () => {
    signInOperator({ roles: ['auditor'] });
    consoleGateway({ '/ops/audit/list': { rows: [ENTRY], total: 1 } });
    renderPage(AuditLogPage, { path: '/audit' });

    await userEvent.click(await screen.findByRole('button', { name: 'Audit entry #42' }));

    const drawer = await screen.findByRole('dialog', { name: 'Audit entry #42' });
    const changes = within(drawer).getByRole('table', { name: 'Changes' });
    const value = within(changes).getByRole('row', { name: /value/ });
    expect(
      within(value)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['valuechanged', '15', '30']);
    const unit = within(changes).getByRole('row', { name: /unit/ });
    expect(unit).not.toHaveTextContent('changed');
    expect(within(drawer).getByText('ab'.repeat(32))).toBeVisible();
  });

  it('exports the current search as a protected download', async () => {
    signInOperator({ roles: ['auditor'] });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const gateway = consoleGateway({
      '/ops/audit/list': { rows: [], total: 0 },
      '/ops/audit/export': () =>
        new Response('\ufeffsequence,at\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderPage(AuditLogPage, { path: '/audit?action=operator.&targetId=OP1' });

    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => {
      expect(clicked).toHaveBeenCalled();
    });
    const [request] = gateway.requests('/ops/audit/export');
    if (request === undefined) throw new Error('no export request');
    expect(request.init.method).toBe('GET');
    expect(new URL(request.url, 'http://x').search).toBe('?action=operator.&targetId=OP1');
    expect((await openRequest(request)).signValid).toBe(true);
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('checks the hash chain: intact, or where it breaks', async () => {
    signInOperator({ roles: ['ops_admin'] });
    let checks = 0;
    consoleGateway({
      '/ops/audit/list': { rows: [], total: 0 },
      '/ops/audit/verify': () =>
        ++checks === 1
          ? {
              intact: true,
              entries: 120,
              headSequence: 120,
              headHash: 'x',
              brokenAt: null,
              reason: '',
            }
          : {
              intact: false,
              entries: 120,
              headSequence: 120,
              headHash: 'x',
              brokenAt: 57,
              reason: 'hash mismatch',
            },
    });
    renderPage(AuditLogPage, { path: '/audit' });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify the chain' }));
    expect(await screen.findByText(/The hash chain is intact: 120 entries/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verify the chain' }));
    expect(
      await screen.findByText('The hash chain breaks at entry 57: hash mismatch'),
    ).toBeVisible();
  });
});
