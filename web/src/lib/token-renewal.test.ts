import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiRequest } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { getAccessToken, getRefreshToken, saveTokens } from '@/lib/auth-token';
import { REFRESH_CALL } from '@/lib/portal-profile';
import { startTokenRenewal } from '@/lib/token-renewal';
import { envelopeResponse, mockGateway, requestsTo } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { fakeAccessToken, LOGIN_FROM_DEFAULT, recordNavigation } from '@/testing/session-fixtures';
import type { RecordedRequest } from '@/testing/fetch-mock';

const REFRESH = apiPath(REFRESH_CALL);
const COMPS = apiPath('cust/employee/comps/all');

const bearerOf = (request: RecordedRequest) => request.headers.get('Authorization');
const ok = (body: unknown = null) => envelopeResponse({ ok: true, body });
const pair = (n: number) => ({
  accessToken: fakeAccessToken({ sid: `S-${n}` }),
  refreshToken: `r-${n}`,
});
const refreshBody = async (request: RecordedRequest) =>
  JSON.parse((await openRequest(request)).json ?? 'null') as unknown;

/** A gateway whose refresh call hands out pairs 2, 3, ... and whose other calls `answer`. */
function gatewayWith(answer: (request: RecordedRequest) => Response) {
  let issued = 1;
  const renewed: ReturnType<typeof pair>[] = [];
  const fetchMock = mockGateway((path, request) => {
    if (path !== REFRESH) return answer(request);
    const next = pair(++issued);
    renewed.push(next);
    return ok(next);
  });
  return { fetchMock, renewed };
}

describe('silent renewal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renews before a call when the token has under two minutes left, then sends the new one', async () => {
    saveTokens({ accessToken: fakeAccessToken({ expiresIn: 90 }), refreshToken: 'r-1' });
    const { fetchMock, renewed } = gatewayWith(() => ok(['comp']));

    await expect(apiRequest('cust/employee/comps/all')).resolves.toEqual(['comp']);

    const [refresh] = requestsTo(fetchMock, REFRESH);
    expect(refresh && bearerOf(refresh)).toBeNull();
    expect(refresh && (await refreshBody(refresh))).toEqual({
      refreshToken: 'r-1',
      employeeCode: 'E001',
    });
    expect(requestsTo(fetchMock, COMPS).map(bearerOf)).toEqual([
      `Bearer ${renewed[0]?.accessToken}`,
    ]);
    expect(getAccessToken()).toBe(renewed[0]?.accessToken);
    expect(getRefreshToken()).toBe('r-2');
  });

  it('keeps the current role when renewing, so the server does not pick the default one', async () => {
    saveTokens({
      accessToken: fakeAccessToken({ expiresIn: 60, role: 'C102', biz: 'B7' }),
      refreshToken: 'r-1',
    });
    const { fetchMock } = gatewayWith(() => ok());

    await apiRequest('cust/employee/comps/all');

    const [refresh] = requestsTo(fetchMock, REFRESH);
    expect(refresh && (await refreshBody(refresh))).toEqual({
      refreshToken: 'r-1',
      employeeCode: 'E001',
      compRoleCode: 'C102',
      compBizCode: 'B7',
    });
  });

  it("renews a registrant's token (no employee yet) with the refresh token alone", async () => {
    saveTokens({
      accessToken: fakeAccessToken({ expiresIn: 60, emp: '', comp: '' }),
      refreshToken: 'r-1',
    });
    const { fetchMock } = gatewayWith(() => ok());

    await apiRequest('register/current');

    const [refresh] = requestsTo(fetchMock, REFRESH);
    expect(refresh && (await refreshBody(refresh))).toEqual({ refreshToken: 'r-1' });
  });

  it('does not renew a token with time to spare', async () => {
    saveTokens({ accessToken: fakeAccessToken({ expiresIn: 10 * 60 }), refreshToken: 'r-1' });
    const { fetchMock } = gatewayWith(() => ok());

    await apiRequest('cust/employee/comps/all');

    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(0);
  });

  it('renews on a timer two minutes before expiry, without any call', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') });
    saveTokens({ accessToken: fakeAccessToken({ expiresIn: 30 * 60 }), refreshToken: 'r-1' });
    const { fetchMock, renewed } = gatewayWith(() => ok());
    startTokenRenewal();

    await vi.advanceTimersByTimeAsync(27 * 60_000);
    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(60_000 + 1);
    await vi.waitFor(() => {
      expect(getAccessToken()).toBe(renewed[0]?.accessToken);
    });
    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(1);

    // The next renewal is planned for the new token: 28 minutes on, not before.
    await vi.advanceTimersByTimeAsync(27 * 60_000);
    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000 + 1);
    await vi.waitFor(() => {
      expect(requestsTo(fetchMock, REFRESH)).toHaveLength(2);
    });
  });

  it('renews once after an HTTP 401 and repeats the call once with the new token', async () => {
    const old = fakeAccessToken({ sid: 'S-old' });
    saveTokens({ accessToken: old, refreshToken: 'r-1' });
    const { fetchMock, renewed } = gatewayWith((request) =>
      bearerOf(request) === `Bearer ${old}`
        ? envelopeResponse({ ok: false, status: 401, msg: 'Please sign in' }, 401)
        : ok('second time lucky'),
    );

    await expect(apiRequest('cust/employee/comps/all')).resolves.toBe('second time lucky');

    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(1);
    expect(requestsTo(fetchMock, COMPS).map(bearerOf)).toEqual([
      `Bearer ${old}`,
      `Bearer ${renewed[0]?.accessToken}`,
    ]);
  });

  it('gives up on a second 401: both tokens cleared, login page, one renewal only', async () => {
    const navigate = recordNavigation();
    saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
    const { fetchMock } = gatewayWith(() =>
      envelopeResponse({ ok: false, status: 401, msg: 'Please sign in' }, 401),
    );

    await expect(apiRequest('cust/employee/comps/all')).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      handled: true,
    });

    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(1);
    expect(requestsTo(fetchMock, COMPS)).toHaveLength(2);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(LOGIN_FROM_DEFAULT);
  });

  it('ends the session when the server refuses the refresh token', async () => {
    const navigate = recordNavigation();
    saveTokens({ accessToken: fakeAccessToken({ expiresIn: 30 }), refreshToken: 'r-burnt' });
    const fetchMock = mockGateway((path) =>
      path === REFRESH
        ? envelopeResponse({ ok: false, status: 401, msg: 'Your session has ended' })
        : envelopeResponse({ ok: false, status: 401, msg: 'Please sign in' }, 401),
    );

    await expect(apiRequest('cust/employee/comps/all')).rejects.toMatchObject({ status: 401 });

    expect(requestsTo(fetchMock, REFRESH)).toHaveLength(1);
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(LOGIN_FROM_DEFAULT);
  });

  it('keeps the tokens and sends the call when renewal fails for want of a connection', async () => {
    const token = fakeAccessToken({ expiresIn: 60 });
    saveTokens({ accessToken: token, refreshToken: 'r-1' });
    const fetchMock = mockGateway((path) => {
      if (path === REFRESH) throw new TypeError('Failed to fetch');
      return ok('still valid');
    });

    await expect(apiRequest('cust/employee/comps/all')).resolves.toBe('still valid');

    expect(requestsTo(fetchMock, COMPS).map(bearerOf)).toEqual([`Bearer ${token}`]);
    expect(getRefreshToken()).toBe('r-1');
  });
});
