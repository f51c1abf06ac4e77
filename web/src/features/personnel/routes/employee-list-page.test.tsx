import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import EmployeeListPage from '@/features/personnel/routes/employee-list-page';
import {
  bodyOf,
  CALLS,
  confirmDialog,
  LI,
  ok,
  referenceAnswer,
  refused,
  ZHAO,
} from '@/features/personnel/testing/fixtures';
import { mockGateway, type RecordedRequest } from '@/testing/fetch-mock';
import { portalSession, renderSessionPage } from '@/testing/portal-session';

type Route = (path: string, request: RecordedRequest) => Response | Promise<Response> | undefined;

/** A gateway with the two demo employees; `route` may answer a call first. */
function gateway(route: Route = () => undefined) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  mockGateway(async (path, request) => {
    const reference = referenceAnswer(path);
    if (reference) return reference;
    calls.push({ path, body: await bodyOf(request) });
    const answer = await route(path, request);
    if (answer) return answer;
    if (path === CALLS.list) return ok({ total: 2, list: [ZHAO, LI] });
    return refused(404, `unexpected ${path}`);
  });
  return calls;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('employee-row').find((row) => row.textContent.includes(name)) ??
  (() => {
    throw new Error(`no row for ${name}`);
  })();

describe('EmployeeListPage', { timeout: 20_000 }, () => {
  it('lists the employees with their roles per product, status and the administrator', async () => {
    gateway();
    renderSessionPage(EmployeeListPage, { path: '/center/crm/employee/list' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personnel management' }),
    ).toBeVisible();
    expect(await screen.findByText('2 in all')).toBeVisible();
    const zhao = rowOf('Zhao Min');
    expect(within(zhao).getByText('Company administrator')).toBeVisible();
    expect(within(zhao).getByText('(You)')).toBeVisible();
    // Nobody disables or removes themselves or the administrator account.
    expect(within(zhao).queryByRole('button', { name: 'Disable' })).toBeNull();
    const li = rowOf('Li Lei');
    expect(within(li).getByText('139****1234')).toBeVisible();
    expect(await within(li).findByText('Handler')).toBeVisible();
    expect(await within(li).findByText('Enterprise · Reviewer')).toBeVisible();
    expect(within(li).getByText('Enabled')).toBeVisible();
    expect(within(li).getByRole('button', { name: 'Disable' })).toBeVisible();
  });

  it('filters through the URL and asks the server for the matching page', async () => {
    const calls = gateway();
    const { router } = renderSessionPage(EmployeeListPage, { path: '/center/crm/employee/list' });
    await screen.findByText('2 in all');

    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile' }), '1234');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Disabled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?mobile=1234&status=0');
    });
    await waitFor(() => {
      expect(calls.at(-1)?.body).toEqual({ pageNum: 1, pageSize: 10, mobile: '1234', status: 0 });
    });
  });

  it('says so when nobody matches, and shows a failed list with a retry', async () => {
    let fail = true;
    gateway((path) => {
      if (path !== CALLS.list) return undefined;
      return fail ? refused(500, 'Service busy') : ok({ total: 0, list: [] });
    });
    renderSessionPage(EmployeeListPage, { path: '/center/crm/employee/list?name=nobody' });

    // The list's own error state, besides the warning every failed list call shows.
    await waitFor(() => {
      expect(screen.getAllByText('Service busy')).toHaveLength(2);
    });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No employee matches')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('nobody');
  });

  it('shows the list without actions to an employee who may not change people', async () => {
    gateway();
    renderSessionPage(EmployeeListPage, {
      path: '/center/crm/employee/list',
      session: portalSession({ rootManager: 0, employeeRole: ['E102', 'EC-E101'] }),
    });

    await screen.findByText('2 in all');
    expect(screen.getByText(/Only company administrators can add/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit roles' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('adds an employee after checking the form; a refusal stays on its field', async () => {
    let answer = refused(409, 'mobile: already an employee of this company');
    const calls = gateway((path) => (path === CALLS.add ? answer : undefined));
    renderSessionPage(EmployeeListPage, { path: '/center/crm/employee/list' });
    await screen.findByText('2 in all');

    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add employee' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter the name')).toBeVisible();
    expect(within(dialog).getByText('Enter the mobile number')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one role')).toBeVisible();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Han Mei');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile' }), '13912345678');
    await userEvent.click(within(dialog).getByRole('tab', { name: /^Enterprise/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Handler (E102)' }));
    expect(within(dialog).getByRole('tab', { name: 'Enterprise (1)' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await confirmDialog();

    expect(await within(dialog).findByText('already an employee of this company')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toHaveValue('13912345678');
    expect(calls.find(({ path }) => path === CALLS.add)?.body).toEqual({
      name: 'Han Mei',
      mobile: '13912345678',
      roleCodes: ['EC-E102'],
    });

    answer = ok({ ...LI, name: 'Han Mei', accountCreated: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await confirmDialog();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add employee' })).toBeNull();
    });
    await waitFor(() => {
      expect(calls.filter(({ path }) => path === CALLS.list)).toHaveLength(2);
    });
  });

  it('disables an employee once confirmed, and re-reads the list', async () => {
    const calls = gateway((path) =>
      path === CALLS.disable ? ok({ ...LI, status: 0 }) : undefined,
    );
    renderSessionPage(EmployeeListPage, { path: '/center/crm/employee/list' });
    await screen.findByText('2 in all');

    await userEvent.click(within(rowOf('Li Lei')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(/Disable “Li Lei”\? Their sessions/)).toBeVisible();
    await confirmDialog();

    expect(await screen.findByText('Operation successful')).toBeVisible();
    expect(calls.find(({ path }) => path === CALLS.disable)?.body).toEqual({
      employeeCode: 'EMP0100',
    });
    expect(calls.filter(({ path }) => path === CALLS.list)).toHaveLength(2);
  });

  it("shows the server's refusal to take the last administrator's role", async () => {
    const msg = 'The company administrator must keep role E101; transfer administration first.';
    gateway((path) => (path === CALLS.roles ? refused(409, msg) : undefined));
    renderSessionPage(EmployeeListPage, { path: '/center/crm/employee/list' });
    await screen.findByText('2 in all');

    await userEvent.click(within(rowOf('Zhao Min')).getByRole('button', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit roles: Zhao Min' });
    const administrator = within(dialog).getByRole('checkbox', { name: 'Administrator (E101)' });
    expect(administrator).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Handler (E102)' }));
    await userEvent.click(administrator);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await confirmDialog();

    expect(await within(dialog).findByText(msg)).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Handler (E102)' })).toBeChecked();
  });
});
