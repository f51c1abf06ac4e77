import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { CompanyDetail } from '@console/features/companies/api/get-company';
import CompanyDetailPage from '@console/features/companies/routes/company-detail-page';
import CompanyListPage from '@console/features/companies/routes/company-list-page';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';
import { answerTip } from '@/testing/confirm-tip';

const COMPANY: CompanyDetail = {
  compCode: 'DEMO0002',
  compName: '苏州示范供应链有限公司',
  creditCode: '91320500MA1XXXXX2B',
  status: 'active',
  createdAt: '2026-01-05T01:00:00Z',
  legalRepName: '张伟',
  legalRepIdNumber: '320***********1234',
  provinceCode: '320000',
  areaCode: '320500',
  address: '苏州工业园区星湖街1号',
  documents: [],
  suspension: null,
  employees: [
    {
      employeeCode: 'E201',
      userCode: 'U0003',
      name: '李娜',
      mobile: '139****0003',
      status: 1,
      rootManager: 1,
      roles: ['admin'],
      createdAt: '2026-01-05T01:00:00Z',
    },
  ],
  roles: [{ prodCode: 'SCF', compRole: 'C102', compBizCode: 'B201', status: 1 }],
  permits: [
    {
      id: 7,
      productCode: 'SCF',
      status: 80,
      compRole: 'C102',
      submittedAt: '2026-01-06T01:00:00Z',
      decidedAt: '2026-01-07T01:00:00Z',
    },
  ],
  applications: [],
};

const SUSPENDED: CompanyDetail = {
  ...COMPANY,
  status: 'suspended',
  suspension: {
    suspendedAt: '2026-03-01T02:00:00Z',
    reason: 'Overdue repayments',
    operatorCode: 'OP0004',
    operatorName: '李运营',
  },
};

function renderDetail() {
  return renderPage(CompanyDetailPage, {
    path: '/companies/DEMO0002',
    pattern: '/companies/:compCode',
  });
}

describe('companies', () => {
  it('lists by the filters of the URL, by name; roles and status named', async () => {
    signInOperator({ roles: ['reviewer'] });
    const gateway = consoleGateway({
      '/ops/company/list': {
        rows: [
          {
            compCode: 'DEMO0002',
            compName: '苏州示范供应链有限公司',
            creditCode: '91320500MA1XXXXX2B',
            status: 'suspended',
            compRoles: ['C101', 'C102'],
            createdAt: '2026-01-05T01:00:00Z',
            suspendedAt: '2026-03-01T02:00:00Z',
          },
        ],
        total: 1,
      },
    });
    renderPage(CompanyListPage, { path: '/companies?keyword=苏州&status=suspended&compRole=C102' });

    const grid = await screen.findByRole('grid', { name: 'Companies' });
    expect(await within(grid).findByRole('link', { name: '苏州示范供应链有限公司' })).toBeVisible();
    expect(within(grid).getByText('Suspended')).toBeVisible();
    expect(within(grid).getByText('Core enterprise、Supplier')).toBeVisible();
    expect(await gateway.bodies('/ops/company/list')).toEqual([
      {
        pageNum: 1,
        pageSize: 20,
        keyword: '苏州',
        status: 'suspended',
        compRole: 'C102',
        sortBy: 'compName',
        descending: false,
      },
    ]);
  });

  it('shows a company with its people and masked ID number; an auditor gets no actions', async () => {
    signInOperator({ roles: ['auditor'] });
    consoleGateway({ '/ops/company/detail': SUSPENDED });
    renderDetail();

    expect(await screen.findByRole('heading', { name: '苏州示范供应链有限公司' })).toBeVisible();
    expect(screen.getByText('320***********1234')).toBeVisible();
    expect(screen.getByText('Overdue repayments')).toBeVisible();
    expect(screen.getByText('李运营 · OP0004')).toBeVisible();
    const people = screen.getByRole('table', { name: 'Employees' });
    expect(within(people).getByText('139****0003')).toBeVisible();
    const permits = screen.getByRole('table', { name: 'Product permits' });
    expect(within(permits).getByText('Active')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('suspends only with a reason, and shows the server’s refusal in the dialog', async () => {
    signInOperator({ roles: ['ops_admin'] });
    let calls = 0;
    const gateway = consoleGateway({
      '/ops/company/detail': COMPANY,
      '/ops/company/suspend': () => {
        calls += 1;
        return calls === 1 ? refused(409, 'The company is already suspended.') : SUSPENDED;
      },
    });
    renderDetail();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend company' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Give a reason')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Overdue repayments');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('The company is already suspended.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Company suspended')).toBeVisible();
    expect(await gateway.bodies('/ops/company/suspend')).toEqual([
      { compCode: 'DEMO0002', reason: 'Overdue repayments' },
      { compCode: 'DEMO0002', reason: 'Overdue repayments' },
    ]);
  });

  it('restores a suspended company once confirmed', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({
      '/ops/company/detail': SUSPENDED,
      '/ops/company/restore': COMPANY,
    });
    renderDetail();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await answerTip(
      user,
      'OK',
      'Restore the company “苏州示范供应链有限公司”? Its employees can sign in to it again.',
    );

    expect(await screen.findByText('Company restored')).toBeVisible();
    await waitFor(async () => {
      expect(await gateway.bodies('/ops/company/restore')).toEqual([{ compCode: 'DEMO0002' }]);
    });
  });
});
