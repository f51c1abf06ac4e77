import type { UIMatch } from 'react-router';

import { isRouteHandle, type RouteTitleKey } from '@/app/routes/route-meta';

export interface Crumb {
  title: RouteTitleKey;
  /** Where the crumb links; the last one is the page itself and does not link. */
  to: string;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Breadcrumbs from the titles of the matched routes (specification §2), outermost first. A
 * route repeating its parent's title (the product centre's page inside the product centre)
 * adds nothing.
 */
export function breadcrumbTrail(matches: readonly UIMatch[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    if (!isRouteHandle(match.handle) || match.handle.meta.title === undefined) continue;
    const title = match.handle.meta.title;
    const to = trimSlash(match.pathname);
    const last = crumbs.at(-1);
    if (last?.title === title) last.to = to;
    else crumbs.push({ title, to });
  }
  return crumbs;
}
