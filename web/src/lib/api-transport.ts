import { currentLanguage, i18n } from '@/i18n/instance';
import { ApiError } from '@/lib/api-error';

export const REQUEST_TIMEOUT_MS = 60_000;

/** What goes on the wire, once request protection has done its part. */
export interface WireRequest {
  method: 'GET' | 'POST';
  target: string;
  headers: Headers;
  body?: string | Blob;
}

export interface TransportOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface Envelope {
  ok: boolean;
  status: number;
  msg: string;
  body: unknown;
}

export function baseHeaders(): Headers {
  return new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
}

/** One fetch with the request timeout; transport failures become `network`/`timeout` errors. */
export async function send(request: WireRequest, options: TransportOptions): Promise<Response> {
  const callerSignal = options.signal;
  // Preparing a request is asynchronous: the caller may have given up meanwhile.
  callerSignal?.throwIfAborted();
  const controller = new AbortController();
  const timeout = setTimeout(() => {
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
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

export async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    const payload: unknown = await response.json();
    return isEnvelope(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
}
