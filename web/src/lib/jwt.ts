import { fromBase64 } from '@/lib/crypto/base64';

/** The access token's claims the web app reads (DESIGN §3); all optional: never trust shape. */
export interface AccessTokenClaims {
  /** userCode */
  sub?: string;
  /** session id */
  sid?: string;
  /** employeeCode */
  emp?: string;
  /** compCode */
  comp?: string;
  /** compRoleCode, may be empty */
  role?: string;
  /** compBizCode */
  biz?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

const STRING_CLAIMS = ['sub', 'sid', 'emp', 'comp', 'role', 'biz'] as const;

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return new TextDecoder().decode(fromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
}

/**
 * The payload of a JWT, read without verifying it: the browser only needs to know when to
 * renew and who it is; the gateway and the services verify the signature on every call.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const segment = token.split('.')[1];
  if (segment === undefined) return undefined;
  try {
    const payload: unknown = JSON.parse(base64UrlToText(segment));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The claims of an access token, keeping only those of the expected type. */
export function readAccessClaims(token: string): AccessTokenClaims | undefined {
  const payload = decodeJwtPayload(token);
  if (payload === undefined) return undefined;
  const claims: AccessTokenClaims = {};
  for (const name of STRING_CLAIMS) {
    const value = payload[name];
    if (typeof value === 'string') claims[name] = value;
  }
  if (typeof payload.exp === 'number' && Number.isFinite(payload.exp)) claims.exp = payload.exp;
  return claims;
}

/** When the token expires, in ms since the epoch (client clock); undefined without `exp`. */
export function expiresAtMs(token: string): number | undefined {
  const exp = readAccessClaims(token)?.exp;
  return exp === undefined ? undefined : exp * 1000;
}
