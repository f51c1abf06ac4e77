import { i18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-error';
import { buildTarget, isUnprotected, type QueryParams } from '@/lib/api-paths';
import {
  baseHeaders,
  type Envelope,
  readEnvelope,
  send,
  type TransportOptions,
  type WireRequest,
} from '@/lib/api-transport';
import { clearTokens, getAccessToken } from '@/lib/auth-token';
import { encodeMultipart, type MultipartFields } from '@/lib/multipart';
import { protectJson, protectRaw, renewProtectionKeys } from '@/lib/request-protection';

export interface ApiRequestOptions extends TransportOptions {
  /** POST unless the specification says GET. */
  method?: 'GET' | 'POST';
  query?: QueryParams;
  /** Sent as JSON; omitted means no body. */
  body?: unknown;
}

export interface ApiUploadOptions extends TransportOptions {
  query?: QueryParams;
  /** Text fields and files (a `File` keeps its name), in this order. */
  fields: MultipartFields;
}

type UnauthorizedHandler = () => void;

let unauthorizedHandler: UnauthorizedHandler = () => {
  window.location.assign('/login');
};

/** The app installs its router-aware navigation here; returns a function restoring the old one. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

function authorizedHeaders(): Headers {
  const headers = baseHeaders();
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

// The single place a request takes its wire form: the JSON text is fixed here, then request
// protection (DESIGN §5) encrypts exactly those bytes and signs the request.
async function prepareRequest(call: string, options: ApiRequestOptions): Promise<WireRequest> {
  const request: WireRequest = {
    method: options.method ?? 'POST',
    target: buildTarget(call, options.query),
    headers: authorizedHeaders(),
  };
  const json = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (!isUnprotected(request.method, request.target)) return protectJson(request, json);
  if (json === undefined) return request;
  request.headers.set('Content-Type', 'application/json');
  return { ...request, body: json };
}

async function prepareUpload(call: string, options: ApiUploadOptions): Promise<WireRequest> {
  const { body, contentType } = encodeMultipart(options.fields);
  const headers = authorizedHeaders();
  headers.set('Content-Type', contentType);
  const request: WireRequest = {
    method: 'POST',
    target: buildTarget(call, options.query),
    headers,
  };
  return protectRaw({ ...request, body }, new Uint8Array(await body.arrayBuffer()));
}

// The gateway answers HTTP 400 only when it refuses the protection, before forwarding
// anything; the likeliest cause on a live page is a rotated key, so fetch the keys again and
// repeat the call once.
async function exchange(prepare: () => Promise<WireRequest>, options: TransportOptions) {
  const request = await prepare();
  const response = await send(request, options);
  if (response.status !== 400 || !request.headers.has('sign')) return response;
  renewProtectionKeys();
  return send(await prepare(), options);
}

function messageOf(envelope: Envelope | undefined): string {
  return envelope?.msg || i18n.t('errors.requestFailed');
}

// Applies the envelope: `body` when `ok` is true, an ApiError otherwise. HTTP 401 (session
// gone) also clears the tokens and hands over to the unauthorized handler.
async function settle<T>(response: Response): Promise<T> {
  const envelope = await readEnvelope(response);

  if (response.status === 401) {
    clearTokens();
    unauthorizedHandler();
  }
  if (response.status !== 200 || envelope === undefined) {
    throw new ApiError({ kind: 'http', status: response.status, msg: messageOf(envelope) });
  }
  if (!envelope.ok) {
    throw new ApiError({
      kind: 'envelope',
      status: envelope.status,
      msg: messageOf(envelope),
      body: envelope.body,
    });
  }
  return envelope.body as T;
}

/**
 * Calls the gateway, protected, and applies the envelope: resolves to `body` when `ok` is
 * true, throws an {@link ApiError} otherwise (kind `protection` when the call could not be
 * protected; it is then never sent).
 */
export async function apiRequest<T>(call: string, options: ApiRequestOptions = {}): Promise<T> {
  return settle<T>(await exchange(() => prepareRequest(call, options), options));
}

/** Uploads multipart/form-data: signed over the body's exact bytes, not encrypted (DESIGN §5). */
export async function apiUpload<T>(call: string, options: ApiUploadOptions): Promise<T> {
  return settle<T>(await exchange(() => prepareUpload(call, options), options));
}
