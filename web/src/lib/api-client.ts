import { currentLanguage, i18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-error';
import { clearTokens, getAccessToken } from '@/lib/auth-token';

export const API_BASE = '/api';
const PORTAL_PREFIX = '/web/portal/api';
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Maps a call as the specification writes it to its URL path:
 * `x/y` → `/api/web/portal/api/x/y`, `/x/y` → `/api/x/y`.
 */
export function apiPath(call: string): string {
  return call.startsWith('/') ? `${API_BASE}${call}` : `${API_BASE}${PORTAL_PREFIX}/${call}`;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions {
  /** POST unless the specification says GET. */
  method?: 'GET' | 'POST';
  query?: QueryParams;
  /** Sent as JSON; omitted means no body. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

interface Envelope {
  ok: boolean;
  status: number;
  msg: string;
  body: unknown;
}

/** What goes on the wire; request protection (DESIGN §5) rewrites it in `prepareRequest`. */
interface WireRequest {
  method: 'GET' | 'POST';
  target: string;
  headers: Headers;
  body?: string;
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

function buildTarget(call: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${apiPath(call)}?${search}` : apiPath(call);
}

// The single place a request takes its wire form. Request protection (encrypting the body,
// signing the target, adding the aes/sign/x-* headers) slots in here, after the JSON bytes
// are fixed and before they are sent.
function prepareRequest(call: string, options: ApiRequestOptions): WireRequest {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  });
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const request: WireRequest = {
    method: options.method ?? 'POST',
    target: buildTarget(call, options.query),
    headers,
  };
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    request.body = JSON.stringify(options.body);
  }
  return request;
}

async function send(request: WireRequest, options: ApiRequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timeout = setTimeout(() => {
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const callerSignal = options.signal;
  const forwardAbort = () => {
    controller.abort(callerSignal?.reason);
  };
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    return await fetch(request.target, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // A caller's cancellation (e.g. TanStack Query) propagates unchanged.
    if (callerSignal?.aborted) throw callerSignal.reason;
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    throw new ApiError({
      kind,
      status: 0,
      msg: i18n.t(kind === 'timeout' ? 'errors.timeout' : 'errors.network'),
      cause: error,
    });
  } finally {
    clearTimeout(timeout);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.ok === 'boolean' && typeof candidate.status === 'number';
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    const payload: unknown = await response.json();
    return isEnvelope(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(envelope: Envelope | undefined): string {
  return envelope?.msg || i18n.t('errors.requestFailed');
}

/**
 * Calls the gateway and applies the envelope: resolves to `body` when `ok` is true, throws
 * an {@link ApiError} otherwise. HTTP 401 (session gone) also clears the tokens and hands
 * over to the unauthorized handler.
 */
export async function apiRequest<T>(call: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(prepareRequest(call, options), options);
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
