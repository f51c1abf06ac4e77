import { vi } from 'vitest';

import { apiPath } from '@/lib/api-paths';
import { clientProfile } from '@/lib/client-profile';
import { vectorPublicKeys } from '@/testing/protection-vectors';

/** A gateway answer as `fetch` would deliver it. */
export function envelopeResponse(
  envelope: { ok: boolean; status?: number; msg?: string; body?: unknown },
  httpStatus = 200,
): Response {
  const payload = { status: envelope.ok ? 200 : 500, msg: '', body: null, ...envelope };
  return new Response(JSON.stringify(payload), {
    status: httpStatus,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fixed answer, or a function of the request (e.g. a failure, or one honouring abort). */
export type Answer =
  Response | ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>);

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

// The key handout of the app under test (its installed profile).
function isKeyRequest(input: RequestInfo | URL): boolean {
  return new URL(urlOf(input), 'http://localhost').pathname === apiPath(clientProfile().keyCall);
}

function answer(given: Answer, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return typeof given === 'function' ? given(input, init) : Promise.resolve(given);
}

/**
 * Replaces the global `fetch` (restored after each test by `unstubGlobals`). The key request
 * gets `keys` every time; every other request gets the next of `answers`, in order.
 */
export function mockFetchWithKeys(keys: () => Answer, ...answers: Answer[]): FetchMock {
  const queue = [...answers];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    if (isKeyRequest(input)) return answer(keys(), input, init);
    const next = queue.shift();
    if (next === undefined) return Promise.reject(new Error(`unexpected fetch ${urlOf(input)}`));
    return answer(next, input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** As {@link mockFetchWithKeys}, the key request answered with the vector keys. */
export function mockFetch(...answers: Answer[]): FetchMock {
  return mockFetchWithKeys(
    () => envelopeResponse({ ok: true, body: vectorPublicKeys() }),
    ...answers,
  );
}

/**
 * A gateway answering by path: `route` gets every request but the key request (answered with
 * the vector keys) and answers it. For concurrent calls, where the order of a queue is moot.
 */
export function mockGateway(
  route: (path: string, request: RecordedRequest) => Response | Promise<Response>,
): FetchMock {
  const keys = () => envelopeResponse({ ok: true, body: vectorPublicKeys() });
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    if (isKeyRequest(input)) return Promise.resolve(keys());
    const request = recorded([input, init]);
    return Promise.resolve(route(new URL(request.url, 'http://localhost').pathname, request));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests (key requests not counted) whose path is `path`. */
export function requestsTo(fetchMock: FetchMock, path: string): RecordedRequest[] {
  return fetchMock.mock.calls
    .map(recorded)
    .filter((request) => new URL(request.url, 'http://localhost').pathname === path);
}

/** How many times the page asked for the keys. */
export function keyRequestCount(fetchMock: FetchMock): number {
  return fetchMock.mock.calls.filter(([input]) => isKeyRequest(input)).length;
}

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  headers: Headers;
}

function recorded([input, init]: Parameters<typeof fetch>): RecordedRequest {
  return { url: urlOf(input), init: init ?? {}, headers: new Headers(init?.headers) };
}

/** The `index`-th request the mock received, key requests not counted. */
export function requestOf(fetchMock: FetchMock, index = 0): RecordedRequest {
  const call = fetchMock.mock.calls.filter(([input]) => !isKeyRequest(input))[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  return recorded(call);
}

/** The key requests the mock received. */
export function keyRequestsOf(fetchMock: FetchMock): RecordedRequest[] {
  return fetchMock.mock.calls.filter(([input]) => isKeyRequest(input)).map(recorded);
}
