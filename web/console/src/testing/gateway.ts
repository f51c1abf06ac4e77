import {
  envelopeResponse,
  mockGateway,
  type RecordedRequest,
  requestsTo,
} from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';

// A console gateway for component tests: each call (its path without `/api`) answers from a
// table, a function of the request's decrypted body when it needs one. Calls not in the table
// fail the test loudly.

/** A Response, a body for `ok`, or a function of the request's body giving either. */
export type Reply = unknown;
type ReplyFunction = (body: unknown) => unknown;

export const ok = (body: unknown = null) => envelopeResponse({ ok: true, body });
export const refused = (status: number, msg: string, body: unknown = null) =>
  envelopeResponse({ ok: false, status, msg, body });

export async function bodyOf(request: RecordedRequest): Promise<unknown> {
  const { json } = await openRequest(request);
  return json === undefined ? undefined : (JSON.parse(json) as unknown);
}

/** Answers `/api<call>` with `replies[call]`: a Response as it is, any other value as `ok`. */
export function consoleGateway(replies: Record<string, Reply>) {
  const fetchMock = mockGateway(async (path, request) => {
    const call = path.replace(/^\/api/, '');
    if (!(call in replies)) throw new Error(`unexpected call ${path}`);
    const reply = replies[call];
    const answer: unknown =
      typeof reply === 'function' ? await (reply as ReplyFunction)(await bodyOf(request)) : reply;
    return answer instanceof Response ? answer : ok(answer);
  });
  return {
    fetchMock,
    /** The decrypted bodies sent to `call`, in order. */
    bodies: (call: string) => Promise.all(requestsTo(fetchMock, `/api${call}`).map(bodyOf)),
    requests: (call: string) => requestsTo(fetchMock, `/api${call}`),
  };
}
