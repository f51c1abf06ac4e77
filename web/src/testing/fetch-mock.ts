import { vi } from 'vitest';

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

/** Replaces the global `fetch` (restored after each test by `unstubGlobals`). */
export function mockFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request the mock received on its `index`-th call. */
export function requestOf(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init] = call;
  const url = input instanceof Request ? input.url : input.toString();
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}
