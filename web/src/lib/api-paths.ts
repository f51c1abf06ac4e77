import { clientProfile } from '@/lib/client-profile';

export const API_BASE = '/api';
const PORTAL_PREFIX = '/web/portal/api';

/**
 * Maps a call as the specification writes it to its URL path:
 * `x/y` → `/api/web/portal/api/x/y`, `/x/y` → `/api/x/y` (the console's calls: `/ops/...`).
 */
export function apiPath(call: string): string {
  return call.startsWith('/') ? `${API_BASE}${call}` : `${API_BASE}${PORTAL_PREFIX}/${call}`;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Path plus query string, `?` only when there is a query. */
export function buildTarget(call: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${apiPath(call)}?${search}` : apiPath(call);
}

/**
 * The target exactly as the browser puts it on the request line: the URL parser removes dot
 * segments and percent-encodes what may not appear raw, so sign its output, not our input.
 */
export function wireTarget(target: string): string {
  const url = new URL(target, 'http://gateway.invalid');
  return url.pathname + url.search;
}

// The only calls the gateway accepts without protection (DESIGN §5): the key handout, and
// whatever else the app's profile names.
function unprotectedCalls(): Set<string> {
  const { keyCall, unprotected = [] } = clientProfile();
  const named = unprotected.map((entry) => {
    const [method = '', call = ''] = entry.split(' ');
    return `${method} ${apiPath(call)}`;
  });
  return new Set([`POST ${apiPath(keyCall)}`, ...named]);
}

export function isUnprotected(method: string, target: string): boolean {
  return unprotectedCalls().has(`${method} ${new URL(target, 'http://gateway.invalid').pathname}`);
}
