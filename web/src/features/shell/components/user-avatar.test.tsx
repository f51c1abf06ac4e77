import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { UserAvatar } from '@/features/shell/components/user-avatar';
import { apiPath } from '@/lib/api-paths';
import { saveTokens } from '@/lib/auth-token';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { fakeAccessToken } from '@/testing/session-fixtures';

const VIEW = apiPath('company/custAccount/login/view');
const DOWNLOAD = apiPath('third/file/down/load');

function gateway(avatarFileToken: string | null) {
  return mockGateway((path) => {
    if (path === VIEW) {
      return envelopeResponse({
        ok: true,
        body: {
          userName: 'Wang Fang',
          mobile: '138****0002',
          email: null,
          avatarFileToken,
          lastSignInAt: null,
          lastSignInIp: null,
        },
      });
    }
    if (path === DOWNLOAD) {
      return new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'Content-Type': 'image/jpeg' },
      });
    }
    return envelopeResponse({ ok: false, status: 404, msg: path });
  });
}

describe('UserAvatar', () => {
  it('shows the picture the user chose, downloaded with protection', async () => {
    saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
    const fetchMock = gateway('tok-1');
    renderWithProviders(<UserAvatar name="Wang Fang" />);

    await waitFor(() => {
      expect(screen.getByTestId('header-avatar').querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      );
    });
    const [download] = requestsTo(fetchMock, DOWNLOAD);
    expect(download?.url).toContain('fileToken=tok-1');
    expect(download?.init.method).toBe('GET');
  });

  it('shows the first letter of the name without a picture', async () => {
    saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
    const fetchMock = gateway(null);
    renderWithProviders(<UserAvatar name="Wang Fang" />);

    await waitFor(() => {
      expect(requestsTo(fetchMock, VIEW)).toHaveLength(1);
    });
    expect(screen.getByTestId('header-avatar')).toHaveTextContent('W');
    expect(screen.getByTestId('header-avatar').querySelector('img')).toBeNull();
    expect(requestsTo(fetchMock, DOWNLOAD)).toHaveLength(0);
  });
});
