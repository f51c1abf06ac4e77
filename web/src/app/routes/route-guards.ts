import { type LoaderFunctionArgs, redirect } from 'react-router';

import { isSignedIn } from '@/lib/auth-token';
import { loginPath } from '@/lib/navigation';

/**
 * A route check answers a redirect to leave, or nothing to go on. Checks run in the route's
 * loader, before any of its code renders.
 */
export type RouteCheck = (args: LoaderFunctionArgs) => Response | undefined;

/** A permission-required route without an access token goes to login (specification §2). */
export const requireSignIn: RouteCheck = ({ request }) =>
  isSignedIn() ? undefined : redirect(loginPath(new URL(request.url)));

/** A signed-in user opening the login page goes to `/` (specification §2). */
export const redirectSignedIn: RouteCheck = () => (isSignedIn() ? redirect('/') : undefined);

export function redirectTo(target: string): RouteCheck {
  return () => redirect(target);
}
