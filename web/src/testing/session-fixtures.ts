import { vi } from 'vitest';

import type { AccessTokenClaims } from '@/lib/jwt';
import { type AppLocation, setAppNavigator } from '@/lib/navigation';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * An access token shaped like auth's (DESIGN §3), expiring `expiresIn` seconds from now (the
 * current, possibly fake, clock). The signature is junk: the browser never verifies it.
 */
export function fakeAccessToken({
  expiresIn = 30 * 60,
  ...claims
}: AccessTokenClaims & { expiresIn?: number } = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      sub: 'U001',
      sid: 'S001',
      emp: 'E001',
      comp: 'C001',
      role: '',
      biz: '',
      typ: 'access',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + expiresIn,
      ...claims,
    }),
  );
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

/** Records where the client navigates instead of navigating; the page sits at `location`. */
export function recordNavigation(
  location: AppLocation = { pathname: '/center/crm/user', search: '?tab=1' },
) {
  const navigate = vi.fn<(to: string) => void>();
  setAppNavigator({ navigate, location: () => location });
  return navigate;
}

/** The login page as the client reaches it from {@link recordNavigation}'s default location. */
export const LOGIN_FROM_DEFAULT = '/login?redirect=%2Fcenter%2Fcrm%2Fuser%3Ftab%3D1';
