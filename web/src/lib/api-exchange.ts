import { i18n } from '@/i18n/instance';
import type { ApiErrorInit } from '@/lib/api-error';
import { buildTarget, isUnprotected, type QueryParams } from '@/lib/api-paths';
import {
  baseHeaders,
  type Envelope,
  readEnvelope,
  send,
  type TransportOptions,
  type WireRequest,
} from '@/lib/api-transport';
import { getAccessToken } from '@/lib/auth-token';
import { encodeMultipart, type MultipartFields } from '@/lib/multipart';
import { protectJson, protectRaw, renewProtectionKeys } from '@/lib/request-protection';

// One exchange with the gateway: the request in its wire form, protected, sent, and the answer
// read back. No policy here: what a failure means to the user is the API client's business.

export interface RequestShape {
  /** POST unless the specification says GET. */
  method?: 'GET' | 'POST';
  query?: QueryParams;
  /** Sent as JSON; omitted means no body. */
  body?: unknown;
  /** Send the access token (default); the refresh call goes without it. */
  bearer?: boolean;
}

export interface UploadShape {
  query?: QueryParams;
  /** Text fields and files (a `File` keeps its name), in this order. */
  fields: MultipartFields;
}

function headersFor(bearer: boolean): Headers {
  const headers = baseHeaders();
  const token = bearer ? getAccessToken() : undefined;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

// The single place a request takes its wire form: the JSON text is fixed here, then request
// protection (DESIGN §5) encrypts exactly those bytes and signs the request.
export async function prepareRequest(call: string, shape: RequestShape): Promise<WireRequest> {
  const request: WireRequest = {
    method: shape.method ?? 'POST',
    target: buildTarget(call, shape.query),
    headers: headersFor(shape.bearer ?? true),
  };
  const json = shape.body === undefined ? undefined : JSON.stringify(shape.body);
  if (!isUnprotected(request.method, request.target)) return protectJson(request, json);
  if (json === undefined) return request;
  request.headers.set('Content-Type', 'application/json');
  return { ...request, body: json };
}

export async function prepareUpload(call: string, shape: UploadShape): Promise<WireRequest> {
  const { body, contentType } = encodeMultipart(shape.fields);
  const headers = headersFor(true);
  headers.set('Content-Type', contentType);
  const request: WireRequest = { method: 'POST', target: buildTarget(call, shape.query), headers };
  return protectRaw({ ...request, body }, new Uint8Array(await body.arrayBuffer()));
}

/**
 * Prepares and sends. The gateway answers HTTP 400 only when it refuses the protection, before
 * forwarding anything; the likeliest cause on a live page is a rotated key, so fetch the keys
 * again and repeat the call once.
 */
export async function exchange(
  prepare: () => Promise<WireRequest>,
  options: TransportOptions,
): Promise<Response> {
  const request = await prepare();
  const response = await send(request, options);
  if (response.status !== 400 || !request.headers.has('sign')) return response;
  renewProtectionKeys();
  return send(await prepare(), options);
}

/** A failure as read from the answer, before anyone decides what it means. */
export type AnswerFailure = Pick<ApiErrorInit, 'kind' | 'status' | 'msg' | 'body'>;

export type Answer = { ok: true; body: unknown } | { ok: false; failure: AnswerFailure };

function messageOf(envelope: Envelope | undefined): string {
  return envelope?.msg || i18n.t('errors.requestFailed');
}

/** Applies the envelope: `body` when HTTP 200 and `ok`, the failure otherwise. */
export async function readAnswer(response: Response): Promise<Answer> {
  const envelope = await readEnvelope(response);
  if (response.status !== 200 || envelope === undefined) {
    return {
      ok: false,
      failure: { kind: 'http', status: response.status, msg: messageOf(envelope) },
    };
  }
  if (!envelope.ok) {
    const { status, body } = envelope;
    return { ok: false, failure: { kind: 'envelope', status, msg: messageOf(envelope), body } };
  }
  return { ok: true, body: envelope.body };
}

/**
 * A download's answer: the file's bytes, or (any JSON answer, any HTTP failure) the envelope's
 * failure. Services answer a refused download with the envelope, never with bytes.
 */
export async function readDownload(response: Response): Promise<Answer> {
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  if (response.status === 200 && !json) return { ok: true, body: await response.blob() };
  const answer = await readAnswer(response);
  if (!answer.ok) return answer;
  return {
    ok: false,
    failure: { kind: 'envelope', status: 500, msg: i18n.t('errors.requestFailed') },
  };
}
