import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ChangeAccPage from '@/features/company/routes/change-acc-page';
import {
  APPLICATION,
  CALLS,
  companyGateway,
  confirmDialog,
  ok,
  refused,
} from '@/features/company/testing/fixtures';
import { portalSession, renderSessionPage } from '@/testing/portal-session';

const PATH = '/center/crm/company/changeAcc';
const LETTER = { fileToken: 'letter-1', fileName: 'letter.png', contentType: 'image/png', size: 4 };

describe('ChangeAccPage', { timeout: 25_000 }, () => {
  it('is for administrators only', () => {
    companyGateway();
    renderSessionPage(ChangeAccPage, {
      path: PATH,
      session: portalSession({ rootManager: 0, employeeRole: ['E102'] }),
    });

    expect(
      screen.getByText(
        'Only the company administrator can apply to change the administrator account.',
      ),
    ).toBeVisible();
  });

  it('points to the pending application instead of a second one', async () => {
    companyGateway((path) => (path === CALLS.history ? ok([APPLICATION]) : undefined));
    renderSessionPage(ChangeAccPage, { path: PATH });

    expect(
      await screen.findByText(
        'The company already has a change of administrator waiting for review.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See its progress' })).toHaveAttribute(
      'href',
      '/center/crm/company/changeAccView',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('checks the form, sends the person and the letter, and keeps a refused form', async () => {
    let answer = refused(400, 'mobile: this person already holds the administrator account');
    const calls = companyGateway((path) => {
      if (path === CALLS.upload) return ok(LETTER);
      if (path === CALLS.apply) return answer;
      return undefined;
    });
    const { router } = renderSessionPage(ChangeAccPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("Enter the new administrator's name")).toBeVisible();
    expect(screen.getByText('Please enter the certificate number.')).toBeVisible();
    expect(screen.getByText('Upload the letter of authorisation')).toBeVisible();

    await userEvent.type(
      screen.getByRole('textbox', { name: "New administrator's name" }),
      'Sun Li',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: "New administrator's mobile" }),
      '13912345678',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: "New administrator's ID number" }),
      '330106197805203019',
    );
    const png = new File([new Uint8Array(4)], 'letter.png', { type: 'image/png' });
    await userEvent.upload(
      screen.getByLabelText('Letter of authorisation', { selector: 'input' }),
      png,
    );
    expect(await screen.findByRole('img', { name: 'Preview of letter.png' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await confirmDialog();
    expect(
      await screen.findByText('this person already holds the administrator account'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: "New administrator's name" })).toHaveValue('Sun Li');
    expect(calls.find(({ path }) => path === CALLS.apply)?.body).toEqual({
      name: 'Sun Li',
      mobile: '13912345678',
      idNumber: '330106197805203019',
      letterFileToken: 'letter-1',
    });

    answer = ok({ ...APPLICATION, applicationId: 8 });
    await userEvent.clear(screen.getByRole('textbox', { name: "New administrator's mobile" }));
    await userEvent.type(
      screen.getByRole('textbox', { name: "New administrator's mobile" }),
      '13912345679',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await confirmDialog();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/center/crm/company/changeAccView');
    });
  });
});
