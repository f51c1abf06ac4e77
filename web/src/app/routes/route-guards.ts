import { type LoaderFunctionArgs, redirect } from 'react-router';

import { isSignedIn } from '@/lib/auth-token';
import { ENTERPRISE_PRODUCT } from '@/lib/client-state';
import { loginPath } from '@/lib/navigation';

/**
 * A route check answers a redirect to leave, or nothing to go on. Checks run in the route's
 * loader, before any of its code renders.
 */
export type RouteCheck = (args: LoaderFunctionArgs) => Response | undefined;

// Specification §2: any path containing 'index', and the register and reset-password pages,
// open without a token whatever the route table says.
const ALWAYS_PUBLIC = [/index/, /\/register(\/|$)/, /\/resetpwd(\/|$)/];

export function isAlwaysPublic(pathname: string): boolean {
  return ALWAYS_PUBLIC.some((pattern) => pattern.test(pathname));
}

/** A permission-required route without an access token goes to login (specification §2). */
export const requireSignIn: RouteCheck = ({ request }) => {
  const url = new URL(request.url);
  return isSignedIn() || isAlwaysPublic(url.pathname) ? undefined : redirect(loginPath(url));
};

/** A signed-in user opening the login page goes to `/` (specification §2). */
export const redirectSignedIn: RouteCheck = () => (isSignedIn() ? redirect('/') : undefined);

/**
 * Forwards to `target`, keeping the query: an invitation link `/index/register?invite=CODE`
 * must reach the wizard's first step with its code.
 */
export function redirectTo(target: string): RouteCheck {
  return ({ request }) => redirect(target + new URL(request.url).search);
}

/**
 * The path a permission names: the route's pattern without its parameters, e.g.
 * `/msg/message/detail/:id` → `/msg/message/detail` (the resource catalogue's `resUri`).
 */
export function resourcePath(pattern: string): string {
  const segments = pattern.split('/').filter((segment) => segment !== '' && segment !== '*');
  const fixed = segments.filter((segment) => !segment.startsWith(':'));
  return `/${fixed.join('/')}`;
}

/**
 * Specification §6: a route is allowed when its path matches a `resUri` of the user's
 * permission list, or the product is EC. A match is exact: holding `/center/crm` (the centre)
 * does not open `/center/crm/employee/list`.
 */
export function isRouteAllowed(
  pattern: string,
  productCode: string,
  resUris: ReadonlySet<string>,
): boolean {
  return productCode === ENTERPRISE_PRODUCT || resUris.has(resourcePath(pattern));
}
