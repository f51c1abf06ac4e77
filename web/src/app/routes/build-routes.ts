import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

import {
  redirectSignedIn,
  redirectTo,
  requireSignIn,
  type RouteCheck,
} from '@/app/routes/route-guards';
import type { LazyComponent, RouteAccess, RouteHandle, RouteMeta } from '@/app/routes/route-meta';
import { loadTexts } from '@/i18n/instance';
import { getClientState } from '@/lib/client-state';

// Only the component is lazy (react-router's object form): a route's own loader, such as a
// guard or the redirect of '/', then runs at once instead of after the route's code arrives,
// and a redirect's target starts loading its code one round trip earlier. Its strings load
// beside its code, and it renders once both are there: never a key in place of a text.
function lazyComponent(load: LazyComponent, texts: readonly string[] = []): RouteObject['lazy'] {
  return {
    Component: async () => {
      const [module] = await Promise.all([load(), loadTexts(texts)]);
      return module.default;
    },
  };
}

// Every route under 'permission' checks the token, not only the top one: react-router runs
// the loaders of all matched routes in parallel, so a child's redirect could otherwise win
// over its parent's guard. It also re-checks the token on every navigation inside a centre.
function accessChecks(access: RouteAccess): RouteCheck[] {
  return access === 'permission' ? [requireSignIn] : [];
}

function checksFor(node: RouteMeta, access: RouteAccess): RouteCheck[] {
  const checks = accessChecks(access);
  if (node.guestOnly) checks.push(redirectSignedIn);
  if (node.redirect !== undefined && node.children === undefined) {
    checks.push(redirectTo(node.redirect));
  }
  return checks;
}

function loaderFor(checks: RouteCheck[], prefetch?: () => void): RouteObject['loader'] {
  if (checks.length === 0 && prefetch === undefined) return undefined;
  return (args: LoaderFunctionArgs) => {
    for (const check of checks) {
      const response = check(args);
      if (response) return response;
    }
    prefetch?.();
    return null;
  };
}

/** What a node inherits from its ancestors. */
interface Inherited {
  access: RouteAccess;
  /** The nearest `product` above, if any. */
  product?: string;
  queryClient: QueryClient;
}

function prefetchFor(node: RouteMeta, product: string | undefined, queryClient: QueryClient) {
  const { prefetch } = node;
  if (prefetch === undefined) return undefined;
  // Read as the route is entered: the product centre's choice may have changed since.
  return () => {
    prefetch({ queryClient, productCode: product ?? getClientState().productCode });
  };
}

function toRouteObject(node: RouteMeta, inherited: Inherited): RouteObject {
  const access = node.access ?? inherited.access;
  const product = node.product ?? inherited.product;
  const children = node.children?.map((child) =>
    toRouteObject(child, { ...inherited, access, product }),
  );
  // A parent with a redirect forwards only its bare path, through an index route that never
  // renders.
  if (node.redirect !== undefined && children !== undefined) {
    const checks = [...accessChecks(access), redirectTo(node.redirect)];
    children.unshift({ index: true, loader: loaderFor(checks), element: null });
  }
  const handle: RouteHandle = { meta: node };

  return {
    path: node.path,
    handle,
    children,
    lazy: node.component && lazyComponent(node.component, node.texts),
    loader: loaderFor(checksFor(node, access), prefetchFor(node, product, inherited.queryClient)),
    // A page's prefetch runs as the route is entered, not again while it stays: a second
    // captcha drawn under a form would void the one it shows.
    shouldRevalidate: node.prefetch ? () => false : undefined,
    // A redirect-only route never renders; saying so keeps react-router from warning.
    element: node.component === undefined && node.children === undefined ? null : undefined,
  };
}

type RouteShell = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'HydrateFallback'>;

/**
 * Turns the route tree into react-router routes; `shell` decorates the root route, and the
 * routes' prefetches fill `queryClient` (the one the app renders with).
 */
export function buildRoutes(
  tree: RouteMeta,
  queryClient: QueryClient,
  shell: RouteShell = {},
): RouteObject[] {
  return [{ ...toRouteObject(tree, { access: 'public', queryClient }), ...shell }];
}
