import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import RegisterVerificationPage from '@/features/register/routes/verification-page';
import {
  API,
  bodyOf,
  registerGateway,
  registrationOf,
  signInRegistrant,
} from '@/features/register/testing/register-gateway';
import { currentNotice } from '@/lib/notifications';
import { answerTip } from '@/testing/confirm-tip';
import { requestsTo } from '@/testing/fetch-mock';
import { renderPage } from '@/testing/render';

// Answers come after RSA and AES in jsdom: slow on a loaded machine.
const SLOW = { timeout: 10_000 };

const CURRENT = `${API}register/current`;
const REAL_NAME = `${API}register/verify/realName`;

const VERIFYING = registrationOf({
  status: 'verifying',
  step: 'verification',
  compName: 'New Name Ltd',
});

describe('RegisterVerificationPage', { timeout: 60_000 }, () => {
  it('asks before sending the real-name check, then shows it passed', async () => {
    signInRegistrant();
    const fetchMock = registerGateway({
      [CURRENT]: [{ ok: true, body: VERIFYING }],
      [REAL_NAME]: [
        { ok: false, status: 400, msg: 'The name and the ID number do not match.' },
        {
          ok: true,
          body: {
            ...VERIFYING,
            realNamePassed: true,
            realName: 'Zhao Lei',
            realNameIdNumber: '110105********002X',
          },
        },
      ],
    });
    renderPage(RegisterVerificationPage, { path: '/index/register/verification' });
    const user = userEvent.setup();

    expect(await screen.findByLabelText('Name', {}, SLOW)).toHaveValue('Zhao Lei');
    await user.type(screen.getByLabelText('ID number'), '11010519491231002X');

    // The check is recorded and counted: the user confirms it first (specification §8).
    await user.click(screen.getByRole('button', { name: 'Check my real name' }));
    await answerTip(user, 'Cancel', 'Submit the real-name check for Zhao Lei?');
    expect(requestsTo(fetchMock, REAL_NAME)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Check my real name' }));
    await answerTip(user, 'OK');
    // The refusal shows above the form, once (no shared message repeats it).
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The name and the ID number do not match.',
    );
    expect(currentNotice()).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Check my real name' }));
    await answerTip(user, 'OK');
    expect(
      await screen.findByText('Real-name check passed: Zhao Lei (110105********002X)', {}, SLOW),
    ).toBeInTheDocument();
    expect(currentNotice()?.message).toBe('Operation successful');
    expect(screen.getByRole('button', { name: 'Get the face verification link' })).toBeVisible();
    expect(await bodyOf(requestsTo(fetchMock, REAL_NAME)[1])).toEqual({
      name: 'Zhao Lei',
      idNumber: '11010519491231002X',
    });
  });
});
