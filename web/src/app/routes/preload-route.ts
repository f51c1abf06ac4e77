import { matchRoutes, type RouteObject } from 'react-router';

import { isRouteHandle } from '@/app/routes/route-meta';
import { loadTexts } from '@/i18n/instance';

/**
 * Fetches the code and strings of every route `to` matches, without navigating: when the
 * router enters them later, the same imports resolve at once. Failures are left to that
 * navigation, which reports them.
 */
export function preloadRoute(routes: RouteObject[], to: string): void {
  for (const { route } of matchRoutes(routes, to) ?? []) {
    if (!isRouteHandle(route.handle)) continue;
    const { component, texts } = route.handle.meta;
    component?.().catch(() => undefined);
    if (texts) loadTexts(texts).catch(() => undefined);
  }
}
