import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiRequest } from '@/lib/api-client';
import { getAccessToken, getRefreshToken, saveTokens } from '@/lib/auth-token';
import { isSecurityVerificationRequired, onSecurityVerificationChange } from '@/lib/idle-lock';
import { beginLoading, loadingCount } from '@/lib/loading';
import { currentNotice, NOTICE_DURATION_MS } from '@/lib/notifications';
import { envelopeResponse, mockFetch, mockGateway } from '@/testing/fetch-mock';
import { fakeAccessToken, LOGIN_FROM_DEFAULT, recordNavigation } from '@/testing/session-fixtures';

// The error catalogue of specification §8, as the API client applies it.
describe('error catalogue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([401, 403])(
    'body status %i: warning with the msg, access token removed, login page',
    async (status) => {
      const navigate = recordNavigation();
      saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
      mockFetch(envelopeResponse({ ok: false, status, msg: 'No longer allowed' }));

      await expect(apiRequest('cust/employee/info/comp')).rejects.toMatchObject({
        kind: 'envelope',
        status,
        handled: true,
      });

      expect(currentNotice()).toMatchObject({ severity: 'warning', message: 'No longer allowed' });
      expect(getAccessToken()).toBeUndefined();
      expect(getRefreshToken()).toBe('r-1'); // the specification removes the access token only
      expect(navigate).toHaveBeenCalledExactlyOnceWith(LOGIN_FROM_DEFAULT);
    },
  );

  it('body status 423: raises the idle-lock flag, no warning, tokens and page kept', async () => {
    const navigate = recordNavigation();
    const token = fakeAccessToken();
    saveTokens({ accessToken: token, refreshToken: 'r-1' });
    const listener = vi.fn();
    onSecurityVerificationChange(listener);
    mockFetch(envelopeResponse({ ok: false, status: 423, msg: 'Locked for inactivity' }));

    await expect(apiRequest('cust/employee/comps/all', { kind: 'list' })).rejects.toMatchObject({
      status: 423,
      handled: true,
    });

    expect(isSecurityVerificationRequired()).toBe(true);
    expect(listener).toHaveBeenCalledExactlyOnceWith(true);
    expect(currentNotice()).toBeUndefined();
    expect(getAccessToken()).toBe(token);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed list call shows its msg as a warning for 5 s, then it is gone', async () => {
    vi.useFakeTimers();
    mockFetch(envelopeResponse({ ok: false, status: 500, msg: 'Company service unavailable' }));

    await expect(apiRequest('cust/employee/comps/all', { kind: 'list' })).rejects.toMatchObject({
      handled: true,
    });

    expect(currentNotice()).toMatchObject({
      severity: 'warning',
      message: 'Company service unavailable',
    });
    await vi.advanceTimersByTimeAsync(NOTICE_DURATION_MS - 1);
    expect(currentNotice()).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(currentNotice()).toBeUndefined();
  });

  it("a failed list call without a msg says 'request failed'", async () => {
    mockFetch(envelopeResponse({ ok: false, status: 500, msg: '' }));

    await apiRequest('product/list', { kind: 'list' }).catch(() => undefined);

    expect(currentNotice()?.message).toBe('Request failed');
  });

  it('other calls with ok false are left to the caller', async () => {
    mockFetch(envelopeResponse({ ok: false, status: 409, msg: 'Already registered' }));

    await expect(apiRequest('mobile/check')).rejects.toMatchObject({ handled: false });

    expect(currentNotice()).toBeUndefined();
  });

  it('a non-200 answer other than 401 is rejected silently', async () => {
    const navigate = recordNavigation();
    saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
    mockFetch(envelopeResponse({ ok: false, status: 502, msg: 'Bad gateway' }, 502));

    await expect(apiRequest('product/list', { kind: 'list' })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      handled: false,
    });

    expect(currentNotice()).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeDefined();
  });

  it('handleErrors false leaves every failure to the caller', async () => {
    const navigate = recordNavigation();
    saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
    mockFetch(envelopeResponse({ ok: false, status: 401, msg: 'Session ended' }));

    await expect(apiRequest('login/user/logout', { handleErrors: false })).rejects.toMatchObject({
      status: 401,
      handled: false,
    });

    expect(currentNotice()).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeDefined();
  });
});

describe('loading overlay count', () => {
  it('stays open until the last call that asked for it has ended', async () => {
    // Answered by path: the three calls reach fetch in whatever order their sealing ends.
    const answers = new Map<string, (response: Response) => void>();
    mockGateway((path) =>
      path.endsWith('/area/list')
        ? envelopeResponse({ ok: true })
        : new Promise<Response>((resolve) => {
            answers.set(path.split('/').slice(-2).join('/'), resolve);
          }),
    );

    const first = apiRequest('product/list', { loading: true });
    const second = apiRequest('province/list', { loading: true });
    const unmarked = apiRequest('area/list');
    expect(loadingCount()).toBe(2);
    await unmarked;
    await vi.waitFor(() => {
      expect(answers.size).toBe(2);
    });

    answers.get('product/list')?.(envelopeResponse({ ok: true }));
    await first;
    expect(loadingCount()).toBe(1);

    answers.get('province/list')?.(envelopeResponse({ ok: false, status: 500, msg: 'Boom' }));
    await second.catch(() => undefined);
    expect(loadingCount()).toBe(0);
  });

  it('counts each end once, however often it is called', () => {
    const end = beginLoading();
    beginLoading();
    end();
    end();
    expect(loadingCount()).toBe(1);
  });
});
