import { describe, expect, it, vi } from 'vitest';

import { apiRequest } from '@/lib/api-client';
import { encryptCredential } from '@/lib/request-protection';
import {
  envelopeResponse,
  keyRequestCount,
  keyRequestsOf,
  mockFetch,
  mockFetchWithKeys,
  requestOf,
} from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { rsaDecryptWithVectorKey, VECTOR_TRANSPORT_KID } from '@/testing/protection-vectors';

const ok = () => envelopeResponse({ ok: true, body: null });
const PROTECTION_ERROR = {
  kind: 'protection',
  msg: 'Could not set up a secure connection, please reload the page',
};

describe('request protection', () => {
  it('sends aes, x-kid, x-timestamp, x-nonce and sign on a protected call', async () => {
    const fetchMock = mockFetch(ok());
    const before = Date.now();

    await apiRequest('area/list', { query: { pid: 440000 } });

    const { headers } = requestOf(fetchMock);
    expect(headers.get('x-kid')).toBe(VECTOR_TRANSPORT_KID);
    expect(Number(headers.get('x-timestamp'))).toBeGreaterThanOrEqual(before);
    expect(Number(headers.get('x-timestamp'))).toBeLessThanOrEqual(Date.now());
    expect(headers.get('x-nonce')).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(headers.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    const { pageKey, signValid } = await openRequest(requestOf(fetchMock));
    expect(pageKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(signValid).toBe(true);
  });

  it('asks for the keys unprotected: a bare POST with no body', async () => {
    const fetchMock = mockFetch(ok());

    await apiRequest('product/list');

    const [keyRequest] = keyRequestsOf(fetchMock);
    expect(keyRequest?.url).toBe('/api/web/portal/api/login/user/rsa/secretKey');
    expect(keyRequest?.init.method).toBe('POST');
    expect(keyRequest?.init.body).toBeUndefined();
    for (const name of ['aes', 'x-kid', 'x-timestamp', 'x-nonce', 'sign', 'authorization']) {
      expect(keyRequest?.headers.has(name), name).toBe(false);
    }
  });

  it('fetches the keys once per page load and reuses K and the aes header', async () => {
    const fetchMock = mockFetch(ok(), ok(), ok());

    await Promise.all([apiRequest('product/list'), apiRequest('province/list')]);
    await apiRequest('linkage/list', { body: { pid: 1 } });

    expect(keyRequestCount(fetchMock)).toBe(1);
    const requests = [0, 1, 2].map((index) => requestOf(fetchMock, index));
    expect(new Set(requests.map(({ headers }) => headers.get('aes'))).size).toBe(1);
    expect(new Set(requests.map(({ headers }) => headers.get('x-nonce'))).size).toBe(3);
    const opened = await Promise.all(requests.map((request) => openRequest(request)));
    expect(new Set(opened.map(({ pageKey }) => pageKey)).size).toBe(1);
    expect(opened.every(({ signValid }) => signValid)).toBe(true);
  });

  it('never sends a call it cannot protect, and asks for the keys again on the next', async () => {
    const answers = [
      envelopeResponse({ ok: false, status: 501, msg: 'Not implemented yet' }),
      envelopeResponse({ ok: true, body: { transport: { kid: 'k1' } } }),
    ];
    const fetchMock = mockFetchWithKeys(() => answers.shift() ?? ok(), ok());

    await expect(apiRequest('product/list')).rejects.toMatchObject({
      ...PROTECTION_ERROR,
      status: 501,
    });
    await expect(apiRequest('product/list')).rejects.toMatchObject(PROTECTION_ERROR);
    expect(() => requestOf(fetchMock)).toThrow('not called');
    expect(keyRequestCount(fetchMock)).toBe(2);
  });

  it('reports a key request that got no answer as a protection error', async () => {
    const fetchMock = mockFetchWithKeys(() => () => Promise.reject(new TypeError('offline')));

    await expect(apiRequest('product/list')).rejects.toMatchObject(PROTECTION_ERROR);
    expect(keyRequestCount(fetchMock)).toBe(1);
  });

  it('refuses to send without WebCrypto (an insecure context)', async () => {
    const fetchMock = mockFetch(ok());
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });

    await expect(apiRequest('product/list')).rejects.toMatchObject(PROTECTION_ERROR);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the keys again and repeats the call once when the gateway refuses it', async () => {
    const refused = envelopeResponse({ ok: false, status: 400, msg: 'Unknown key' }, 400);
    const fetchMock = mockFetch(refused, envelopeResponse({ ok: true, body: 'second try' }));

    await expect(apiRequest('product/list', { body: { a: 1 } })).resolves.toBe('second try');

    expect(keyRequestCount(fetchMock)).toBe(2);
    const [first, second] = [requestOf(fetchMock, 0), requestOf(fetchMock, 1)];
    expect(second.headers.get('x-nonce')).not.toBe(first.headers.get('x-nonce'));
    expect(await openRequest(second)).toMatchObject({ json: '{"a":1}', signValid: true });
  });

  it('gives up after one repeat', async () => {
    const refused = () => envelopeResponse({ ok: false, status: 400, msg: 'Bad sign' }, 400);
    const fetchMock = mockFetch(refused(), refused());

    await expect(apiRequest('product/list')).rejects.toMatchObject({ kind: 'http', status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('propagates a cancellation that came while the keys were on their way', async () => {
    const fetchMock = mockFetch(envelopeResponse({ ok: true }));
    const controller = new AbortController();

    const pending = apiRequest('product/list', { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(() => requestOf(fetchMock)).toThrow('not called');
  });

  it('sends GET /api/dev/outbox unprotected', async () => {
    const fetchMock = mockFetch(envelopeResponse({ ok: true, body: [] }));

    await apiRequest('/dev/outbox', { method: 'GET', query: { to: '13800000001' } });

    expect(keyRequestCount(fetchMock)).toBe(0);
    expect(requestOf(fetchMock).headers.has('sign')).toBe(false);
  });
});

describe('encryptCredential', () => {
  it('encrypts a password to the credential key', async () => {
    mockFetch();

    const encrypted = await encryptCredential('Demo@123456 密码');

    await expect(rsaDecryptWithVectorKey(encrypted)).resolves.toBe('Demo@123456 密码');
    expect(await encryptCredential('Demo@123456')).not.toBe(await encryptCredential('Demo@123456'));
  });
});
