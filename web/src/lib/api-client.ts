import { ApiError } from '@/lib/api-error';
import {
  type Answer,
  exchange,
  prepareRequest,
  prepareUpload,
  readAnswer,
  readDownload,
  type RequestShape,
  type UploadShape,
} from '@/lib/api-exchange';
import type { TransportOptions, WireRequest } from '@/lib/api-transport';
import { getAccessToken } from '@/lib/auth-token';
import { type CallKind, clientProfile } from '@/lib/client-profile';
import { beginLoading } from '@/lib/loading';
import { ensureFreshToken, renewTokens } from '@/lib/token-renewal';

export interface CallOptions extends TransportOptions {
  /** `list` for list calls: a failed answer shows a warning with its msg (specification §8). */
  kind?: CallKind;
  /** Holds the 'loading in progress' overlay open while the call runs. */
  loading?: boolean;
  /**
   * False: the caller handles every failure itself: no warning, no login page, no idle dialog
   * (logout, which must end the same way whatever the answer). Renewal still applies.
   */
  handleErrors?: boolean;
}

export interface ApiRequestOptions extends CallOptions, Omit<RequestShape, 'bearer'> {}

export interface ApiUploadOptions extends CallOptions, UploadShape {}

// An access token past its time is renewed before the call; one the gateway still refuses
// (HTTP 401: expired early, clock skew) is renewed once and the call repeated once.
async function sendRenewing(
  prepare: () => Promise<WireRequest>,
  options: TransportOptions,
): Promise<Response> {
  await ensureFreshToken();
  const sent = getAccessToken();
  const response = await exchange(prepare, options);
  if (response.status !== 401 || sent === undefined) return response;
  if (!(await renewTokens(sent))) return response;
  return exchange(prepare, options);
}

async function call<T>(
  prepare: () => Promise<WireRequest>,
  options: CallOptions,
  read: (response: Response) => Promise<Answer> = readAnswer,
): Promise<T> {
  const endLoading = options.loading ? beginLoading() : undefined;
  try {
    const answer = await read(await sendRenewing(prepare, options));
    if (answer.ok) return answer.body as T;
    const handled =
      options.handleErrors !== false &&
      clientProfile().applyErrorCatalogue(answer.failure, options.kind);
    throw new ApiError({ ...answer.failure, handled });
  } finally {
    endLoading?.();
  }
}

/**
 * Calls the gateway, protected, and applies the envelope: resolves to `body` when `ok` is
 * true, throws an {@link ApiError} otherwise (kind `protection` when the call could not be
 * protected; it is then never sent), after the app's error catalogue (the profile's) has done
 * its part (`error.handled`).
 */
export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return call<T>(() => prepareRequest(path, options), options);
}

/** Uploads multipart/form-data: signed over the body's exact bytes, not encrypted (DESIGN §5). */
export function apiUpload<T>(path: string, options: ApiUploadOptions): Promise<T> {
  return call<T>(() => prepareUpload(path, options), options);
}

export interface ApiDownloadOptions extends CallOptions {
  query?: RequestShape['query'];
}

/**
 * Downloads a file (GET, protected like every call, so an `<img>` cannot fetch it itself):
 * resolves to its bytes, throws an {@link ApiError} with the envelope's failure otherwise.
 */
export function apiDownload(path: string, options: ApiDownloadOptions = {}): Promise<Blob> {
  return call<Blob>(
    () => prepareRequest(path, { method: 'GET', query: options.query }),
    options,
    readDownload,
  );
}
