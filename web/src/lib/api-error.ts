/**
 * How a call failed:
 * - `envelope`: the server answered HTTP 200 with `ok: false` (status and msg from the envelope);
 * - `http`: a non-200 answer, or one that is not an envelope (status is the HTTP status);
 * - `network`: no answer at all; `timeout`: no answer within the request timeout;
 * - `protection`: the request could not be protected (no keys from the gateway, no WebCrypto),
 *   so it was not sent (status is the key fetch's status when it had one, else 0).
 */
export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'timeout' | 'protection';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  msg: string;
  body?: unknown;
  cause?: unknown;
  /** The API client has already acted on it (a warning, the login page, the idle dialog). */
  handled?: boolean;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** A sentence a user can read, in the request's language. */
  readonly msg: string;
  /** The envelope's `body`, which may carry details for some failures. */
  readonly body: unknown;
  /**
   * True when the error catalogue (specification §8) already told the user or took them
   * elsewhere: callers should not show it again.
   */
  readonly handled: boolean;

  constructor({ kind, status, msg, body, cause, handled = false }: ApiErrorInit) {
    super(msg, { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.msg = msg;
    this.body = body;
    this.handled = handled;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server answered that the thing asked for does not exist (envelope status 404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'envelope' && error.status === 404;
}
