import { apiPath } from '@/lib/api-paths';
import { envelopeResponse, mockGateway, type RecordedRequest } from '@/testing/fetch-mock';
import { openRequest } from '@/testing/protected-request';
import { rsaDecryptWithVectorKey } from '@/testing/protection-vectors';

export type Envelope = Parameters<typeof envelopeResponse>[0];

export const ok = (body: unknown): Envelope => ({ ok: true, body });

export const ACCOUNT = {
  userName: 'Wang Fang',
  mobile: '138****0002',
  email: 'w***@demo.example',
  avatarFileToken: null,
  lastSignInAt: '2026-11-20T08:30:00Z',
  lastSignInIp: '10.0.0.8',
};

type Answer = Envelope | Response;
type Responder = (request: RecordedRequest) => Answer | Promise<Answer>;

const toResponse = (answer: Answer) =>
  answer instanceof Response ? answer : envelopeResponse(answer);

/**
 * A gateway answering calls (as the specification writes them: `x/y` or `/x/y`) from `answers`:
 * an envelope, a list used up in order, or a function of the request; anything else is 404.
 */
export function accountGateway(answers: Record<string, Envelope | Envelope[] | Responder>) {
  const byPath = new Map(Object.entries(answers).map(([call, answer]) => [apiPath(call), answer]));
  return mockGateway(async (path, request) => {
    const answer = byPath.get(path);
    if (answer === undefined) return envelopeResponse({ ok: false, status: 404, msg: path });
    if (Array.isArray(answer)) {
      const next = answer.shift();
      if (next === undefined) throw new Error(`no more answers for ${path}`);
      return envelopeResponse(next);
    }
    return toResponse(typeof answer === 'function' ? await answer(request) : answer);
  });
}

/** A request's query value that travelled encrypted to the credential key, decrypted. */
export function decryptedQuery(request: RecordedRequest, name: string): Promise<string> {
  return rsaDecryptWithVectorKey(queryOf(request)[name] ?? '');
}

/** The query of a request, as the gateway reads it. */
export function queryOf(request: RecordedRequest | undefined): Record<string, string> {
  if (request === undefined) throw new Error('no such request');
  return Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
}

/** The JSON body of a protected request, decrypted as the gateway would. */
export async function bodyOf(request: RecordedRequest | undefined): Promise<unknown> {
  if (request === undefined) throw new Error('no such request');
  return JSON.parse((await openRequest(request)).json ?? 'null') as unknown;
}
