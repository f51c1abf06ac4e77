import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import FaceSuccessPage from '@/features/register/routes/face-success-page';
import { API, bodyOf, registerGateway } from '@/features/register/testing/register-gateway';
import { requestsTo } from '@/testing/fetch-mock';
import { renderPage } from '@/testing/render';

const COMPLETE = `${API}register/verify/face/complete`;
const SLOW = { timeout: 10_000 };

describe('FaceSuccessPage', { timeout: 60_000 }, () => {
  it('completes the verification once with the link’s token and points back to review', async () => {
    const fetchMock = registerGateway({
      [COMPLETE]: [{ ok: true, body: { status: 'pending', step: 'approval' } }],
    });
    renderPage(FaceSuccessPage, { path: '/face-success?token=TOKEN-1' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Face verification succeeded' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/The registration now waits for review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the registration' })).toHaveAttribute(
      'href',
      '/index/register/approval',
    );
    expect(requestsTo(fetchMock, COMPLETE)).toHaveLength(1);
    expect(await bodyOf(requestsTo(fetchMock, COMPLETE)[0])).toEqual({ token: 'TOKEN-1' });
  });

  it('says so when the link is used or unknown, without the field name', async () => {
    registerGateway({
      [COMPLETE]: [
        {
          ok: false,
          status: 400,
          msg: 'token: the face verification link is invalid or has expired; please start it again',
        },
      ],
    });
    renderPage(FaceSuccessPage, { path: '/face-success?token=USED' });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Face verification not completed' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^the face verification link is invalid or has expired; please start it again$/,
    );
    expect(screen.getByRole('link', { name: 'Back to the registration' })).toHaveAttribute(
      'href',
      '/index/register/verification',
    );
  });

  it('asks nothing without a token', async () => {
    const fetchMock = registerGateway({});
    renderPage(FaceSuccessPage, { path: '/face-success' });

    expect(
      await screen.findByText(
        'The face verification link is invalid or has expired; please start it again.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, COMPLETE)).toHaveLength(0);
  });
});
