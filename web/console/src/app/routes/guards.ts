import { type LoaderFunctionArgs, redirect } from 'react-router';

import { safeRedirect } from '@console/lib/redirect';
import { isSignedIn } from '@/lib/auth-token';
import { loginPath, REDIRECT_PARAM } from '@/lib/navigation';

/** A check answers a redirect to leave, or nothing to go on; run in the route's loader. */
export type RouteCheck = (args: LoaderFunctionArgs) => Response | undefined;

/** Without a session, to sign-in, coming back here afterwards. */
export const requireSignIn: RouteCheck = ({ request }) =>
  isSignedIn() ? undefined : redirect(loginPath(new URL(request.url)));

/** Signed in already: where the sign-in would have led (its `redirect`, or the start). */
export const redirectSignedIn: RouteCheck = ({ request }) =>
  isSignedIn()
    ? redirect(safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM)))
    : undefined;

export function redirectTo(target: string): RouteCheck {
  return () => redirect(target);
}
