import { describe, expect, it } from 'vitest';

import { apiRequest } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { getAccessToken, getRefreshToken, saveTokens } from '@/lib/auth-token';
import { REFRESH_CALL } from '@/lib/portal-profile';
import { switchSession } from '@/lib/refresh-token';
import { renewTokens } from '@/lib/token-renewal';
import {
  envelopeResponse,
  mockGateway,
  type RecordedRequest,
  requestsTo,
} from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { fakeAccessToken } from '@/testing/session-fixtures';

// The refresh token is single use: a second concurrent use would revoke the session. Every
// scenario here must spend it exactly once per renewal.
const REFRESH = apiPath(REFRESH_CALL);
const COMPS = apiPath('cust/employee/comps/all');
const bearerOf = (request: RecordedRequest) => request.headers.get('Authorization');

function gateway(answer: (request: RecordedRequest) => Response) {
  let issued = 1;
  const spent: string[] = [];
  const fetchMock = mockGateway(async (path, request) => {
    if (path !== REFRESH) return answer(request);
    const { refreshToken } = JSON.parse((await openRequest(request)).json ?? '{}') as {
      refreshToken: string;
    };
    spent.push(refreshToken);
    issued += 1;
    const body = {
      accessToken: fakeAccessToken({ sid: `S-${issued}` }),
      refreshToken: `r-${issued}`,
    };
    return envelopeResponse({ ok: true, body });
  });
  return { fetchMock, spent };
}

const fiveCalls = () =>
  Promise.all(Array.from({ length: 5 }, () => apiRequest<string>('cust/employee/comps/all')));

describe('single-flight renewal', () => {
  it('five concurrent calls with an expiring token share exactly one refresh request', async () => {
    saveTokens({ accessToken: fakeAccessToken({ expiresIn: 30 }), refreshToken: 'r-1' });
    const { fetchMock, spent } = gateway(() => envelopeResponse({ ok: true, body: 'ok' }));

    await expect(fiveCalls()).resolves.toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);

    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(1);
    expect(spent).toEqual(['r-1']);
    const fresh = `Bearer ${getAccessToken() ?? ''}`;
    expect(requestsTo(fetchMock, COMPS).map(bearerOf)).toEqual(Array(5).fill(fresh));
  });

  it('five concurrent calls refused with HTTP 401 share exactly one refresh request', async () => {
    const old = fakeAccessToken({ sid: 'S-old' });
    saveTokens({ accessToken: old, refreshToken: 'r-1' });
    const { fetchMock, spent } = gateway((request) =>
      bearerOf(request) === `Bearer ${old}`
        ? envelopeResponse({ ok: false, status: 401, msg: 'Please sign in' }, 401)
        : envelopeResponse({ ok: true, body: 'ok' }),
    );

    await expect(fiveCalls()).resolves.toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);

    expect(spent).toEqual(['r-1']);
    expect(requestsTo(fetchMock, COMPS)).toHaveLength(10);
  });

  it('a company switch waits for a renewal in flight and spends the new refresh token', async () => {
    saveTokens({ accessToken: fakeAccessToken({ expiresIn: 30 }), refreshToken: 'r-1' });
    const { spent } = gateway(() => envelopeResponse({ ok: true }));

    const [renewed, switched] = await Promise.all([
      renewTokens(),
      switchSession({ employeeCode: 'E009' }),
    ]);

    expect(renewed).toBe(true);
    expect(spent).toEqual(['r-1', 'r-2']);
    expect(switched.refreshToken).toBe('r-3');
    expect(getRefreshToken()).toBe('r-3');
  });

  it('a refused switch leaves the tokens as they were', async () => {
    const token = fakeAccessToken();
    saveTokens({ accessToken: token, refreshToken: 'r-1' });
    mockGateway(() => envelopeResponse({ ok: false, status: 403, msg: 'Not your company' }));

    await expect(switchSession({ employeeCode: 'E404' })).rejects.toMatchObject({
      kind: 'envelope',
      status: 403,
      msg: 'Not your company',
    });
    expect(getAccessToken()).toBe(token);
    expect(getRefreshToken()).toBe('r-1');
  });
});
