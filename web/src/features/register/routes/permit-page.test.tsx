import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import RegisterPermitPage from '@/features/register/routes/permit-page';
import {
  API,
  bodyOf,
  INVITATION,
  registerGateway,
  registrationOf,
  signInRegistrant,
} from '@/features/register/testing/register-gateway';
import { answerTip } from '@/testing/confirm-tip';
import { requestsTo } from '@/testing/fetch-mock';
import { renderPage } from '@/testing/render';

// Answers come after RSA and AES in jsdom: slow on a loaded machine.
const SLOW = { timeout: 10_000 };

const CURRENT = `${API}register/current`;
const PERMIT = `${API}register/permit`;

const REJECTED = registrationOf({
  status: 'rejected',
  step: 'permit',
  compName: 'Old Name Ltd',
  creditCode: '91350100M000100Y43',
  legalName: 'Li Fa',
  legalIdNumber: '110105********002X',
  provinceCode: '440000',
  areaCode: '440300',
  address: 'Science Park 1',
  licenceFileToken: 'LICENCE-1',
  compRoles: ['C101'],
  realNamePassed: true,
  facePassed: true,
  reasons: { compName: 'does not match the licence', other: 'call us first' },
});

describe('RegisterPermitPage', { timeout: 60_000 }, () => {
  it('fills in what an invitation knows and checks the credit code as it is typed', async () => {
    signInRegistrant();
    registerGateway({
      [CURRENT]: [{ ok: true, body: registrationOf() }],
      [`${API}invitation/info`]: [{ ok: true, body: INVITATION }],
    });
    renderPage(RegisterPermitPage, { path: '/index/register/permit?invite=INVITE2026' });
    const user = userEvent.setup();

    expect(await screen.findByLabelText('Company name', {}, SLOW)).toHaveValue('Demo Supplier Ltd');
    expect(await screen.findByRole('checkbox', { name: 'Supplier' }, SLOW)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Core enterprise' })).not.toBeChecked();
    expect(screen.getByLabelText('Invitation code')).toHaveValue('INVITE2026');
    expect(screen.getByText('Shanghai Core Group invites your company to register')).toBeVisible();

    await user.type(screen.getByLabelText('Unified social credit code'), '91350100M000100Y44');
    expect(
      await screen.findByText(
        "The unified social credit code's check character is incorrect.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Unified social credit code'));
    await user.type(screen.getByLabelText('Unified social credit code'), '91350100M000100Y43');
    await waitFor(() => {
      expect(
        screen.queryByText("The unified social credit code's check character is incorrect."),
      ).not.toBeInTheDocument();
    });

    await user.selectOptions(screen.getByLabelText('Province'), 'Guangdong');
    // The areas of the province arrive after it is chosen.
    await screen.findByRole('option', { name: 'Shenzhen' }, SLOW);
    await user.selectOptions(screen.getByLabelText('Area'), 'Shenzhen');
    expect(screen.getByLabelText('Area')).toHaveValue('440300');
  });

  it('shows the reviewer’s reasons beside their fields and submits the correction', async () => {
    signInRegistrant();
    const fetchMock = registerGateway({
      [CURRENT]: [{ ok: true, body: REJECTED }],
      [`${API}third/file/down/load`]: [
        new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'Content-Type': 'image/png' },
        }),
      ],
      [PERMIT]: [
        {
          ok: false,
          status: 409,
          msg: 'creditCode: another registration of this credit code is in progress',
        },
        { ok: true, body: { ...REJECTED, status: 'pending', step: 'approval', reasons: {} } },
      ],
    });
    const { router } = renderPage(RegisterPermitPage, { path: '/index/register/permit' });
    const user = userEvent.setup();

    expect(
      await screen.findByText('Reviewer: does not match the licence', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Other: call us first')).toBeInTheDocument();
    expect(
      screen.getByText('On file: 110105********002X. Enter the whole number again to submit.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByLabelText('Area')).toHaveValue('440300');
    });
    expect(
      await screen.findByRole('img', { name: 'Preview of The business licence on file' }, SLOW),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Company name'), 'New Name Ltd');
    expect(screen.queryByText('Reviewer: does not match the licence')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit and continue' }));
    expect(
      await screen.findByText('Please enter the certificate number.', {}, SLOW),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, PERMIT)).toHaveLength(0);

    await user.type(
      screen.getByLabelText("Legal representative's ID number"),
      '11010519491231002X',
    );
    // Sending the details for review asks first (specification §8); cancelled, nothing goes.
    await user.click(screen.getByRole('button', { name: 'Submit and continue' }));
    await answerTip(user, 'Cancel', "Submit the company's details?");
    expect(requestsTo(fetchMock, PERMIT)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/index/register/permit');

    await user.click(screen.getByRole('button', { name: 'Submit and continue' }));
    await answerTip(user, 'OK');
    expect(
      await screen.findByText('another registration of this credit code is in progress', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('New Name Ltd');

    await user.click(screen.getByRole('button', { name: 'Submit and continue' }));
    await answerTip(user, 'OK');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/index/register/approval');
    });
    expect(await bodyOf(requestsTo(fetchMock, PERMIT)[1])).toEqual({
      compName: 'New Name Ltd',
      creditCode: '91350100M000100Y43',
      legalName: 'Li Fa',
      legalIdNumber: '11010519491231002X',
      provinceCode: '440000',
      areaCode: '440300',
      address: 'Science Park 1',
      licenceFileToken: 'LICENCE-1',
      compRoles: ['C101'],
      inviteCode: null,
    });
  });
});
