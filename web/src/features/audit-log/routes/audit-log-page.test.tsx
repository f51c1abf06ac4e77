import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import AuditLogPage from '@/features/audit-log/routes/audit-log-page';
import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway, type RecordedRequest } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { renderSessionPage } from '@/testing/portal-session';

const CALLS = {
  list: apiPath('company/audit/list'),
  kinds: apiPath('company/audit/kinds'),
  people: apiPath('company/employee/list'),
  export: apiPath('company/audit/export'),
};
const ok = (body: unknown) => envelopeResponse({ ok: true, body });
const ADDED = {
  id: 2,
  at: '2026-11-20T02:03:04Z',
  kind: 'employee.added',
  text: 'Added employee Li Lei',
  actorType: 'employee',
  actorCode: 'EMP0004',
  actorName: 'Zhao Min',
  actorMobile: '138****0002',
  subjectCode: 'EMP0009',
  subjectName: 'Li Lei',
  detail: '',
};
const DECIDED = {
  ...ADDED,
  id: 1,
  kind: 'permit.approved',
  text: 'Approved opening EC',
  actorType: 'operator',
  actorCode: 'OP1',
  actorName: 'Wang Shen',
  actorMobile: '',
  subjectCode: 'EC',
  subjectName: 'EC',
};

async function bodyOf(request: RecordedRequest): Promise<Record<string, unknown>> {
  return JSON.parse((await openRequest(request)).json ?? '{}') as Record<string, unknown>;
}

function gateway() {
  const lists: Record<string, unknown>[] = [];
  const exports: string[] = [];
  mockGateway(async (path, request) => {
    if (path === CALLS.kinds) {
      return ok([
        { code: 'employee.added', text: 'Employee added' },
        { code: 'permit.approved', text: 'Product application approved' },
      ]);
    }
    if (path === CALLS.people) {
      return ok({
        total: 1,
        list: [{ employeeCode: 'EMP0004', name: 'Zhao Min', mobile: '138****0002' }],
      });
    }
    if (path === CALLS.list) {
      lists.push(await bodyOf(request));
      return ok({ total: 2, rows: [ADDED, DECIDED] });
    }
    if (path === CALLS.export) {
      exports.push(new URL(request.url, 'http://localhost').search);
      return new Response('\ufeffTime,Operator\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }
    return envelopeResponse({ ok: false, status: 404, msg: `unexpected ${path}` });
  });
  return { lists, exports };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuditLogPage', { timeout: 20_000 }, () => {
  it('lists who did what to whom, newest first, with the kinds named', async () => {
    gateway();
    renderSessionPage(AuditLogPage, { path: '/center/crm/audit/list' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(await screen.findByText('2 entries')).toBeVisible();
    const rows = screen.getAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Added employee Li Lei')).toBeVisible();
    expect(within(first).getByText('Zhao Min')).toBeVisible();
    expect(within(first).getByText('138****0002')).toBeVisible();
    expect(await within(first).findByText('Employee added')).toBeVisible();
    expect(within(second).getByText('Platform operator: Wang Shen')).toBeVisible();
  });

  it('filters by who, what and days in order through the URL', async () => {
    const { lists } = gateway();
    const { router } = renderSessionPage(AuditLogPage, { path: '/center/crm/audit/list' });
    await screen.findByText('2 entries');

    await userEvent.click(screen.getByRole('combobox', { name: 'Who' }));
    await userEvent.click(await screen.findByRole('option', { name: /Zhao Min/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'What' }));
    await userEvent.click(screen.getByRole('option', { name: 'Employee added' }));
    await userEvent.type(screen.getByLabelText('Start date'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('End date'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe(
        '?who=EMP0004&kind=employee.added&from=2026-11-01&to=2026-11-30',
      );
    });
    await waitFor(() => {
      expect(lists.at(-1)).toEqual({
        pageNum: 1,
        pageSize: 20,
        employeeCode: 'EMP0004',
        kind: 'employee.added',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
      });
    });
  });

  it('exports the filtered entries as a CSV download', async () => {
    const { exports } = gateway();
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderSessionPage(AuditLogPage, { path: '/center/crm/audit/list?kind=employee.added' });
    await screen.findByText('2 entries');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => {
      expect(createObjectURL).toHaveBeenCalledTimes(1);
    });
    expect(exports).toEqual(['?kind=employee.added']);
  });
});
