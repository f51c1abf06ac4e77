import type { OperatorRole } from '@console/lib/api-types';
import { signInWith } from '@console/lib/session';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface FakeOperator {
  code?: string;
  name?: string;
  sid?: string;
  roles?: OperatorRole[];
  via?: string;
  /** Seconds from now (the current, possibly fake, clock). */
  expiresIn?: number;
}

/** An access token shaped like the back office's; the signature is junk (never verified here). */
export function fakeOperatorToken({
  code = 'OPDEMO4',
  name = '李运营',
  sid = 'S-1',
  roles = ['ops_admin'],
  via = 'console',
  expiresIn = 15 * 60,
}: FakeOperator = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      sub: code,
      name,
      sid,
      roles,
      via,
      tid: '',
      aud: 'console',
      iat: now,
      exp: now + expiresIn,
    }),
  );
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

/** Signs an operator in for a test, as the sign-in page would (tokens and idle period kept). */
export function signInOperator(operator: FakeOperator = {}, refreshToken = 'r-1'): string {
  const accessToken = fakeOperatorToken(operator);
  signInWith({ accessToken, refreshToken, idleLimitSec: 900 });
  return accessToken;
}
