import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import RegisterApprovalPage from '@/features/register/routes/approval-page';
import {
  API,
  registerGateway,
  registrationOf,
  signInRegistrant,
} from '@/features/register/testing/register-gateway';
import { renderPage } from '@/testing/render';

const CURRENT = `${API}register/current`;
const SLOW = { timeout: 10_000 };

const PENDING = registrationOf({
  status: 'pending',
  step: 'approval',
  compName: 'New Name Ltd',
  submittedAt: '2026-05-02T08:00:00Z',
});

// The success step is another page: a route of its own here.
function ApprovalThenSuccess() {
  return (
    <Routes>
      <Route path="/index/register/approval" element={<RegisterApprovalPage />} />
      <Route path="/index/register/success" element={<p>success step</p>} />
    </Routes>
  );
}

describe('RegisterApprovalPage', { timeout: 60_000 }, () => {
  it('shows a rejection with each reason under its field’s name, and the way to correct it', async () => {
    signInRegistrant();
    registerGateway({
      [CURRENT]: [
        {
          ok: true,
          body: {
            ...PENDING,
            status: 'rejected',
            step: 'permit',
            decidedAt: '2026-05-03T08:00:00Z',
            reasons: { compName: 'does not match the licence', verification: 'redo it' },
          },
        },
      ],
    });
    renderPage(RegisterApprovalPage, { path: '/index/register/approval?invite=CODE' });

    expect(await screen.findByText('Not approved', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('000000000042')).toBeInTheDocument();
    expect(screen.getByText('Company name: does not match the licence')).toBeInTheDocument();
    expect(screen.getByText('Identity verification: redo it')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct and submit again' })).toHaveAttribute(
      'href',
      '/index/register/permit?invite=CODE',
    );
  });

  it('waits for the operator, and moves on to success once approved', async () => {
    signInRegistrant();
    registerGateway({
      [CURRENT]: [
        { ok: true, body: PENDING },
        {
          ok: true,
          body: { ...PENDING, status: 'approved', step: 'success', employeeCode: 'E9' },
        },
      ],
    });
    const { router } = renderPage(ApprovalThenSuccess, { path: '/index/register/approval' });

    expect(await screen.findByText('Waiting for review', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the status' }));

    expect(await screen.findByText('success step', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/index/register/success');
  });

  it('asks a visitor without a session to sign in', async () => {
    registerGateway({});
    renderPage(RegisterApprovalPage, { path: '/index/register/approval' });

    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
