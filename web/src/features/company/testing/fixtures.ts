import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway, type RecordedRequest } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';

// What the company tests share: the calls and the companies, divisions and applications.

export const CALLS = {
  mine: apiPath('company/info/list'),
  detail: apiPath('company/info/detail'),
  provinces: apiPath('province/list'),
  areas: apiPath('area/list'),
  dicts: apiPath('company/custAccount/list/dict'),
  history: apiPath('company/changeAccView'),
  apply: apiPath('company/changeAcc'),
  upload: apiPath('third/file/store'),
  products: apiPath('product/list'),
};

const product = (productCode: string, productName: string, sort: number) => ({
  productCode,
  productName,
  summary: '',
  icon: 'enterprise',
  sort,
});

const role = (compCode: string, prodCode: string, compRole: string) => ({
  prodCode,
  compRole,
  compBizCode: `${compCode}-${prodCode}-${compRole}`,
});

export const COMPANIES = [
  {
    compCode: 'DEMO0004',
    compName: 'Hangzhou Auto Parts',
    status: 1,
    employeeCode: 'EMP0007',
    compBizCode: 'DEMO0004-EC-C101',
    roles: [role('DEMO0004', 'EC', 'C101'), role('DEMO0004', 'CRM', 'C106')],
    rootManager: 1,
    current: true,
  },
  {
    compCode: 'DEMO0001',
    compName: 'Shanghai Core Group',
    status: 1,
    employeeCode: 'EMP0099',
    compBizCode: 'DEMO0001-EC-C102',
    roles: [role('DEMO0001', 'EC', 'C102')],
    rootManager: 0,
    current: false,
  },
  {
    compCode: 'DEMO0002',
    compName: 'Disabled Here Ltd',
    status: 0,
    employeeCode: 'EMP0098',
    compBizCode: null,
    roles: [],
    rootManager: 0,
    current: false,
  },
];

export const DETAIL = {
  compCode: 'DEMO0004',
  compName: 'Hangzhou Auto Parts',
  creditCode: '91330100MA2H3K5L7U',
  legalRepName: 'Qian Yonggang',
  legalRepIdNumber: '330106********3019',
  provinceCode: '330000',
  areaCode: '330100',
  address: '90 Wensan Road',
  licenceFileToken: null,
  adminName: 'Zhao Min',
  adminMobile: '138****0005',
};

export const APPLICATION = {
  applicationId: 7,
  status: 'pending',
  name: 'Sun Li',
  mobile: '139****5678',
  idNumber: '330106********3019',
  letterFileToken: 'letter-7',
  applicantName: 'Zhao Min',
  submittedAt: '2026-03-01T02:00:00Z',
  decidedAt: null,
  reason: null,
};

export const ok = (body: unknown) => envelopeResponse({ ok: true, body });
export const refused = (status: number, msg: string) =>
  envelopeResponse({ ok: false, status, msg });

export interface Call {
  path: string;
  url: string;
  body: Record<string, unknown>;
}

type Route = (path: string) => Response | undefined;

/**
 * A gateway with the demo companies, divisions and roles; `route` answers first. Records
 * every call but the reference ones, with its decrypted JSON body.
 */
export function companyGateway(route: Route = () => undefined): Call[] {
  const calls: Call[] = [];
  mockGateway(async (path, request: RecordedRequest) => {
    // Uploads are multipart, downloads GETs: no JSON body to open.
    const json =
      request.init.method === 'POST' && path !== CALLS.upload
        ? (await openRequest(request)).json
        : undefined;
    calls.push({
      path,
      url: request.url,
      body: JSON.parse(json ?? '{}') as Record<string, unknown>,
    });
    const answer = route(path);
    if (answer) return answer;
    switch (path) {
      case CALLS.mine:
        return ok(COMPANIES);
      case CALLS.detail:
        return ok(DETAIL);
      case CALLS.provinces:
        return ok([{ code: '330000', name: 'Zhejiang', pid: null, level: 1 }]);
      case CALLS.areas:
        return ok([{ code: '330100', name: 'Hangzhou', pid: '330000', level: 2 }]);
      case CALLS.dicts:
        return ok({
          compRole: [
            { dictValue: 'C101', dictLabel: 'Core enterprise', sort: 1 },
            { dictValue: 'C102', dictLabel: 'Supplier', sort: 2 },
            { dictValue: 'C106', dictLabel: 'Member unit', sort: 6 },
          ],
          employeeRole: [],
        });
      case CALLS.history:
        return ok([]);
      case CALLS.products:
        return ok([product('EC', 'Enterprise', 1), product('CRM', 'Account centre', 2)]);
      default:
        return refused(404, `unexpected ${path}`);
    }
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
