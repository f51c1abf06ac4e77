import type { RouteAccess, RouteMeta } from '@/app/routes/route-meta';

export interface FlatRoute {
  /** Absolute path, parameters and `*` as declared. */
  path: string;
  meta: RouteMeta;
  /** Access after inheritance from the ancestors. */
  access: RouteAccess;
}

export function joinPaths(parent: string, child: string | undefined): string {
  if (child === undefined) return parent;
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

/** Every route that has a path, parents before children, with absolute paths. */
export function flattenRoutes(
  node: RouteMeta,
  parentPath = '',
  inheritedAccess: RouteAccess = 'public',
): FlatRoute[] {
  const path = joinPaths(parentPath, node.path);
  const access = node.access ?? inheritedAccess;
  const self: FlatRoute[] = node.path === undefined ? [] : [{ path, meta: node, access }];
  const descendants = (node.children ?? []).flatMap((child) => flattenRoutes(child, path, access));
  return [...self, ...descendants];
}
