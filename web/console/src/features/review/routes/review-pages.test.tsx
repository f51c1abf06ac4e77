import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { QueueCases, QueueRows } from '@console/features/review/queues';
import PolicyPage from '@console/features/review/routes/policy-page';
import RegistrationCasePage from '@console/features/review/routes/registration-case-page';
import RegistrationListPage from '@console/features/review/routes/registration-list-page';
import { consoleGateway, refused } from '@console/testing/gateway';
import { signInOperator } from '@console/testing/operator-session';
import { renderPage } from '@console/testing/render';
import { answerTip } from '@/testing/confirm-tip';

const RECOMMENDATION = {
  operatorCode: 'OPDEMO1',
  operatorName: '赵审核',
  approve: true,
  reasons: null,
  recommendedAt: '2026-03-01T02:00:00Z',
};

const ROW: QueueRows['registration'] = {
  id: 202603010001,
  status: 'pending',
  stage: 'awaitingDecision',
  compCode: 'C2026030100001',
  compName: '深圳测试注册有限公司',
  creditCode: '91440300MA5FXXXX1X',
  name: '陈注册',
  createdAt: '2026-03-01T01:00:00Z',
  submittedAt: '2026-03-01T01:30:00Z',
  decidedAt: null,
  recommendation: RECOMMENDATION,
  operatorName: null,
};

const CASE: QueueCases['registration'] = {
  id: ROW.id,
  status: 'pending',
  step: 'approval',
  stage: 'awaitingReview',
  compCode: ROW.compCode,
  compName: ROW.compName,
  creditCode: ROW.creditCode,
  legalName: '李法人',
  legalIdNumber: '110105********1234',
  provinceCode: '440000',
  areaCode: '440300',
  address: '南山区科技园1号',
  compRoles: ['C101'],
  invitation: null,
  userCode: 'U0100',
  name: '陈注册',
  mobile: '139****0001',
  realName: '陈注册',
  realNameIdNumber: '110105********5678',
  realNameAt: '2026-03-01T01:20:00Z',
  faceAt: '2026-03-01T01:25:00Z',
  documents: [
    {
      documentType: 'BUSINESS_LICENCE',
      label: 'Business licence',
      fileToken: 'tok-licence',
      fileName: 'licence.png',
      contentType: 'image/png',
    },
  ],
  createdAt: '2026-03-01T01:00:00Z',
  submittedAt: '2026-03-01T01:30:00Z',
  employeeCode: null,
  recommendation: null,
  decision: null,
  trail: [
    {
      kind: 'submitted',
      actorType: 'user',
      actorCode: 'U0100',
      actorName: '陈注册',
      approve: null,
      reasons: null,
      at: '2026-03-01T01:30:00Z',
    },
  ],
  applications: [],
};

function renderCase() {
  return renderPage(RegistrationCasePage, {
    path: `/review/registrations/${CASE.id}`,
    pattern: '/review/registrations/:caseId',
  });
}

describe('the registration queue', () => {
  it('lists by the stage and keyword of the URL, oldest submission first', async () => {
    signInOperator({ roles: ['auditor'] });
    const gateway = consoleGateway({ '/ops/registration/list': { rows: [ROW], total: 1 } });
    renderPage(RegistrationListPage, {
      path: '/review/registrations?stage=awaitingDecision&keyword=深圳',
    });

    const grid = await screen.findByRole('grid', { name: 'Registration cases' });
    expect(await within(grid).findByRole('link', { name: String(ROW.id) })).toHaveAttribute(
      'href',
      `/review/registrations/${ROW.id}`,
    );
    const row = within(grid).getByRole('row', { name: /深圳测试注册有限公司/ });
    expect(row).toHaveTextContent('91440300MA5FXXXX1X');
    expect(row).toHaveTextContent('Awaiting decision');
    expect(row).toHaveTextContent('Approve (赵审核');
    expect(await gateway.bodies('/ops/registration/list')).toEqual([
      {
        pageNum: 1,
        pageSize: 20,
        stage: 'awaitingDecision',
        keyword: '深圳',
        sortBy: 'submittedAt',
        descending: false,
      },
    ]);
  });
});

describe('a registration case', () => {
  it('shows an identity number whole once the reviewer confirms', async () => {
    signInOperator({ roles: ['reviewer'] });
    const gateway = consoleGateway({
      '/ops/registration/detail': CASE,
      '/ops/registration/unmask': { field: 'legalIdNumber', value: '110105198506151234' },
    });
    renderCase();

    expect(await screen.findByText('110105********1234')).toBeVisible();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: "Show the whole Legal representative's ID number" }),
    );
    await answerTip(user, 'OK', 'Every showing is recorded in the audit log.');

    expect(await screen.findByText('110105198506151234')).toBeVisible();
    expect(screen.queryByText('110105********1234')).toBeNull();
    expect(await gateway.bodies('/ops/registration/unmask')).toEqual([
      { id: CASE.id, field: 'legalIdNumber' },
    ]);
  });

  it('a reviewer recommends rejecting, with a reason for each field ticked', async () => {
    signInOperator({ roles: ['reviewer'] });
    const gateway = consoleGateway({
      '/ops/registration/detail': CASE,
      '/ops/registration/recommend': {
        id: CASE.id,
        status: 'pending',
        stage: 'awaitingDecision',
        recommendation: { ...RECOMMENDATION, approve: false },
      },
    });
    renderCase();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Recommend' }));
    // A reviewer does not decide.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Recommend a decision' });
    await user.click(within(dialog).getByRole('radio', { name: 'Recommend rejection' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Tick at least one item and give its reason')).toBeVisible();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Business licence' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Give the reason')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason: Business licence/ }),
      '照片不清晰',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Recommendation submitted')).toBeVisible();
    expect(await gateway.bodies('/ops/registration/recommend')).toEqual([
      { id: CASE.id, approve: false, reasons: { licenceFileToken: '照片不清晰' } },
    ]);
  });

  it("shows the service's refusal when the recommender tries to decide", async () => {
    signInOperator({ roles: ['reviewer', 'approver'] });
    const refusal = 'You recommended a decision on this case; a different approver must decide it.';
    consoleGateway({
      '/ops/registration/detail': {
        ...CASE,
        stage: 'awaitingDecision',
        recommendation: RECOMMENDATION,
      },
      '/ops/registration/decide': refused(409, refusal),
    });
    renderCase();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the application' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(dialog).toBeVisible();
  });

  it('an auditor reads the case and opens the licence, with no action offered', async () => {
    signInOperator({ roles: ['auditor'] });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:licence'),
        revokeObjectURL: vi.fn(),
      }),
    );
    const gateway = consoleGateway({
      '/ops/registration/detail': CASE,
      '/ops/file/download': () =>
        new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'Content-Type': 'image/png' },
        }),
    });
    renderCase();

    expect(
      await screen.findByRole('heading', { name: /深圳测试注册有限公司 · Registration #/ }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'History' })).getByText('Submitted'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Recommend' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show the whole/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View the Business licence' }));
    const viewer = screen.getByRole('dialog', { name: /Business licence/ });
    expect(await within(viewer).findByRole('img', { name: 'Business licence' })).toHaveAttribute(
      'src',
      'blob:licence',
    );
    const [download] = gateway.requests('/ops/file/download');
    expect(new URL(download?.url ?? '', 'http://x').search).toBe('?fileToken=tok-licence');
  });
});

describe('the four-eyes policy', () => {
  const POLICIES = [
    {
      queue: 'registration',
      fourEyes: true,
      updatedAt: null,
      updatedByCode: null,
      updatedByName: null,
    },
    {
      queue: 'permit',
      fourEyes: false,
      updatedAt: '2026-03-01T02:00:00Z',
      updatedByCode: 'OPDEMO4',
      updatedByName: '李运营',
    },
  ];

  it('an administrator switches a queue after confirming', async () => {
    signInOperator({ roles: ['ops_admin'] });
    const gateway = consoleGateway({
      '/ops/review/policy/list': POLICIES,
      '/ops/review/policy/update': { ...POLICIES[0], fourEyes: false },
    });
    renderPage(PolicyPage);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Four eyes for Registration' }));
    await answerTip(user, 'OK', 'Turn four eyes off for “Registration”?');

    expect(await screen.findByText('Saved')).toBeVisible();
    expect(await gateway.bodies('/ops/review/policy/update')).toEqual([
      { queue: 'registration', fourEyes: false },
    ]);
  });

  it('a reviewer reads it without a switch', async () => {
    signInOperator({ roles: ['reviewer'] });
    consoleGateway({ '/ops/review/policy/list': POLICIES });
    renderPage(PolicyPage);

    const table = await screen.findByRole('table', { name: 'Four-eyes policy' });
    expect(within(table).getByRole('row', { name: /Product permit/ })).toHaveTextContent(
      /Off.*李运营/,
    );
    expect(within(table).getByRole('row', { name: /Registration/ })).toHaveTextContent(
      'Never changed (on by default)',
    );
    expect(within(table).queryByRole('switch')).toBeNull();
  });
});
