import { useMemo } from 'react';
import { useMatches } from 'react-router';

import { isRouteHandle, type RouteMeta } from '@/app/routes/route-meta';
import { joinPaths } from '@/app/routes/route-utils';
import { useClientState } from '@/lib/client-state';

export interface PortalRoute {
  /** The product whose session and permissions apply here (specification §4, §6). */
  productCode: string;
  /** The matched page's pattern, e.g. `/msg/message/detail/:id`. */
  pattern: string;
  /** The route whose children make the sidebar here, with its absolute path. */
  section: { meta: RouteMeta; path: string } | undefined;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** What the signed-in shell needs to know about the matched routes. */
export function usePortalRoute(): PortalRoute {
  const matches = useMatches();
  const chosenProduct = useClientState().productCode;

  return useMemo(() => {
    let pattern = '';
    let productCode = chosenProduct;
    let section: PortalRoute['section'];
    for (const match of matches) {
      if (!isRouteHandle(match.handle)) continue;
      const { meta } = match.handle;
      pattern = joinPaths(pattern, meta.path);
      if (meta.product !== undefined) productCode = meta.product;
      if (meta.menu) section = { meta, path: trimSlash(match.pathname) };
    }
    return { productCode, pattern: pattern || '/', section };
  }, [matches, chosenProduct]);
}
