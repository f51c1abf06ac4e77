import { useMatches } from 'react-router';

import { isRouteHandle, type RouteMeta, type RouteTitleKey } from '@/app/routes/route-meta';

/** Metadata of the matched routes, outermost first. */
export function useMatchedRouteMeta(): RouteMeta[] {
  return useMatches().flatMap((match) => (isRouteHandle(match.handle) ? [match.handle.meta] : []));
}

/** Title of the innermost matched route that has one. */
export function useRouteTitle(): RouteTitleKey | undefined {
  return useMatchedRouteMeta().findLast((meta) => meta.title !== undefined)?.title;
}
