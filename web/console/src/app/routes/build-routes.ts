import type { LoaderFunctionArgs, RouteObject } from 'react-router';

import type { ConsoleRoute, LazyComponent, RouteHandle } from '@console/app/routes/route-meta';
import {
  redirectSignedIn,
  redirectTo,
  requireSignIn,
  type RouteCheck,
} from '@console/app/routes/guards';
import type { OperatorRole } from '@console/lib/api-types';

// As the portal's (src/app/routes/build-routes.ts): only the component is lazy, so guards and
// redirects run before a page's code arrives. Every route needing a session checks it, since
// react-router runs the loaders of all matched routes at once.

function lazyComponent(load: LazyComponent): RouteObject['lazy'] {
  return { Component: async () => (await load()).default };
}

function loaderFor(checks: RouteCheck[]): RouteObject['loader'] {
  if (checks.length === 0) return undefined;
  return (args: LoaderFunctionArgs) => {
    for (const check of checks) {
      const response = check(args);
      if (response) return response;
    }
    return null;
  };
}

function toRouteObject(
  node: ConsoleRoute,
  isPublic: boolean,
  inheritedRoles: readonly (readonly OperatorRole[])[],
): RouteObject {
  const open = node.public ?? isPublic;
  const roles = node.roles ? [...inheritedRoles, node.roles] : inheritedRoles;
  const children = node.children?.map((child) => toRouteObject(child, open, roles));
  const checks: RouteCheck[] = open ? [] : [requireSignIn];
  if (node.guestOnly) checks.push(redirectSignedIn);
  if (node.redirect !== undefined && children !== undefined) {
    children.unshift({
      index: true,
      loader: loaderFor([...checks, redirectTo(node.redirect)]),
      element: null,
    });
  } else if (node.redirect !== undefined) {
    checks.push(redirectTo(node.redirect));
  }
  const handle: RouteHandle = { meta: node, roles };
  const common = {
    handle,
    lazy: node.component && lazyComponent(node.component),
    loader: loaderFor(checks),
    element: node.component === undefined && node.children === undefined ? null : undefined,
  };
  if (node.index) return { ...common, index: true };
  return { ...common, path: node.path, children };
}

type RouteShell = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'HydrateFallback'>;

/** The route tree as react-router routes; `shell` decorates the root. */
export function buildRoutes(tree: ConsoleRoute, shell: RouteShell = {}): RouteObject[] {
  return [{ ...toRouteObject(tree, tree.public ?? false, []), ...shell }];
}
