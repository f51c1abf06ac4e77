import { describe, expect, it } from 'vitest';

import { i18n } from '@/i18n/instance';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { apiPath } from '@/lib/api-paths';
import { getAccessToken, getRefreshToken, saveTokens } from '@/lib/auth-token';
import { envelopeResponse, mockFetch, requestOf } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { LOGIN_FROM_DEFAULT, recordNavigation } from '@/testing/session-fixtures';

describe('apiPath', () => {
  it('puts a call written x/y under the portal API', () => {
    expect(apiPath('product/list')).toBe('/api/web/portal/api/product/list');
  });

  it('puts a call written /x/y directly under /api', () => {
    expect(apiPath('/web/portal/operate/findInfoOperateGuideByParams')).toBe(
      '/api/web/portal/operate/findInfoOperateGuideByParams',
    );
  });
});

describe('apiRequest', () => {
  it('resolves to body when the envelope is ok', async () => {
    mockFetch(envelopeResponse({ ok: true, body: [{ productCode: 'EC' }] }));

    await expect(apiRequest('product/list')).resolves.toEqual([{ productCode: 'EC' }]);
  });

  it('throws an ApiError with the envelope status and msg when ok is false', async () => {
    mockFetch(envelopeResponse({ ok: false, status: 409, msg: 'Mobile already registered' }));

    const error = await apiRequest('mobile/check').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'envelope',
      status: 409,
      msg: 'Mobile already registered',
    });
  });

  it('throws on a non-200 answer even when it carries an ok envelope', async () => {
    mockFetch(envelopeResponse({ ok: true, body: 'ignored' }, 502));

    await expect(apiRequest('product/list')).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('throws when a 200 answer is not an envelope', async () => {
    mockFetch(new Response('<html>proxy error</html>', { status: 200 }));

    await expect(apiRequest('product/list')).rejects.toMatchObject({
      kind: 'http',
      msg: 'Request failed',
    });
  });

  it('POSTs by default an encrypted JSON body, language and no Authorization when signed out', async () => {
    const fetchMock = mockFetch(envelopeResponse({ ok: true }));

    await apiRequest('mobile/check', {
      query: { mobile: '13800000001', skip: undefined },
      body: { a: 1, name: '上海' },
    });

    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/web/portal/api/mobile/check?mobile=13800000001');
    expect(request.init.method).toBe('POST');
    expect(request.init.body).toMatch(/^\{"data":"[A-Za-z0-9+/]+={0,2}"\}$/);
    expect(await openRequest(request)).toMatchObject({
      json: '{"a":1,"name":"上海"}',
      signValid: true,
    });
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Accept-Language')).toBe('en');
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('sends no body and no content type when there is no payload', async () => {
    const fetchMock = mockFetch(envelopeResponse({ ok: true }));

    await apiRequest('product/list');

    const request = requestOf(fetchMock);
    expect(request.init.body).toBeUndefined();
    expect(request.headers.has('Content-Type')).toBe(false);
    expect(await openRequest(request)).toMatchObject({ json: undefined, signValid: true });
  });

  it('sends the access_token cookie as a bearer token', async () => {
    saveTokens({ accessToken: 'jwt-abc', refreshToken: 'r-1' });
    const fetchMock = mockFetch(envelopeResponse({ ok: true }));

    await apiRequest('cust/employee/comps/all');

    expect(requestOf(fetchMock).headers.get('Authorization')).toBe('Bearer jwt-abc');
  });

  it('follows the current language in Accept-Language', async () => {
    await i18n.changeLanguage('zh-CN');
    const fetchMock = mockFetch(envelopeResponse({ ok: true }));

    await apiRequest('product/list');

    expect(requestOf(fetchMock).headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('on HTTP 401 with a token it cannot renew, clears both tokens and goes to login', async () => {
    const navigate = recordNavigation();
    saveTokens({ accessToken: 'not-a-jwt', refreshToken: 'r-1' });
    mockFetch(envelopeResponse({ ok: false, status: 401, msg: 'Please sign in' }, 401));

    await expect(apiRequest('cust/employee/info/comp')).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      msg: 'Please sign in',
      handled: true,
    });
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(LOGIN_FROM_DEFAULT);
  });

  it('reports a network failure as a network ApiError', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiRequest('product/list')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('aborts after the timeout and reports it as a timeout', async () => {
    mockFetch(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );

    await expect(apiRequest('product/list', { timeoutMs: 5 })).rejects.toMatchObject({
      kind: 'timeout',
      msg: 'The request timed out, please try again',
    });
  });
});
