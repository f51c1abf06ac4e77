import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { followSignIn } from '@/features/auth/sign-in-flow';
import ChangeCompanyPage from '@/features/auth/routes/change-company-page';
import { getAccessToken, saveTokens } from '@/lib/auth-token';
import { readAccessClaims } from '@/lib/jwt';
import {
  envelopeResponse,
  mockGateway,
  type RecordedRequest,
  requestsTo,
} from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { renderPage } from '@/testing/render';
import { fakeAccessToken } from '@/testing/session-fixtures';

const REFRESH = '/api/web/portal/api/employee/refresh/token';
const COMPANIES = '/api/web/portal/api/cust/employee/comps/all';
const comps = [
  { employeeCode: 'EMP0001', compCode: 'DEMO0001', compName: 'Shanghai Core Group' },
  { employeeCode: 'EMP0002', compCode: 'DEMO0002', compName: 'Suzhou Precision' },
  { employeeCode: 'EMP0003', compCode: 'DEMO0003', compName: 'Shenzhen Factoring' },
];

async function bodyOf(request: RecordedRequest | undefined) {
  if (request === undefined) throw new Error('no such request');
  return JSON.parse((await openRequest(request)).json ?? '{}') as Record<string, unknown>;
}

afterEach(() => {
  localStorage.clear();
});

describe('ChangeCompanyPage', { timeout: 20_000 }, () => {
  it('lists the companies of the sign-in answer and switches to the one chosen', async () => {
    const switched = fakeAccessToken({ emp: 'EMP0003', comp: 'DEMO0003' });
    const fetchMock = mockGateway((path) => {
      if (path === REFRESH)
        return envelopeResponse({ ok: true, body: { accessToken: switched, refreshToken: 'R2' } });
      throw new Error(`unexpected call ${path}`);
    });
    followSignIn(
      {
        next: 'chooseCompany',
        accessToken: fakeAccessToken({ emp: 'EMP0001' }),
        refreshToken: 'R1',
        comps,
      },
      '13800000001',
      '/msg/message/list',
    );
    const { router } = renderPage(ChangeCompanyPage, {
      path: '/login/changeComp?redirect=%2Fmsg%2Fmessage%2Flist',
    });

    const list = screen.getByRole('list', { name: 'Choose a company' });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Shanghai Core GroupDEMO0001Last used',
      'Suzhou PrecisionDEMO0002',
      'Shenzhen FactoringDEMO0003',
    ]);
    await userEvent.click(within(list).getByRole('button', { name: /Shenzhen Factoring/ }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/msg/message/list');
    });
    expect(await bodyOf(requestsTo(fetchMock, REFRESH)[0])).toEqual({
      refreshToken: 'R1',
      employeeCode: 'EMP0003',
    });
    expect(readAccessClaims(getAccessToken() ?? '')?.comp).toBe('DEMO0003');
  });

  it('keeps the session it has when the last used company is chosen', async () => {
    const fetchMock = mockGateway((path) => {
      throw new Error(`unexpected call ${path}`);
    });
    followSignIn(
      {
        next: 'chooseCompany',
        accessToken: fakeAccessToken({ emp: 'EMP0001' }),
        refreshToken: 'R1',
        comps,
      },
      '13800000001',
      undefined,
    );
    const { router } = renderPage(ChangeCompanyPage, { path: '/login/changeComp' });

    await userEvent.click(screen.getByRole('button', { name: /Shanghai Core Group/ }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/product/product');
    });
    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(0);
  });

  it('asks the server for the companies after a reload, showing enabled ones only', async () => {
    mockGateway((path) => {
      if (path === COMPANIES) {
        return envelopeResponse({
          ok: true,
          body: [
            { ...comps[0], status: 1, compBizCode: null },
            { ...comps[1], status: 0, compBizCode: null },
          ],
        });
      }
      throw new Error(`unexpected call ${path}`);
    });
    saveTokens({ accessToken: fakeAccessToken({ emp: 'EMP0001' }), refreshToken: 'R1' });
    renderPage(ChangeCompanyPage, { path: '/login/changeComp' });

    const list = await screen.findByRole('list', { name: 'Choose a company' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(list).toHaveTextContent('Shanghai Core Group');
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const { router } = renderPage(ChangeCompanyPage, { path: '/login/changeComp' });

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
