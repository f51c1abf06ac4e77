import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

import { isRouteHandle } from '@/app/routes/route-meta';
import { ownLists, rememberList } from '@/lib/list-memory';

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Remembers where `owner` (the session's identity) leaves each list view marked
 * `keepListState`, for the links that lead back to it (lib/list-memory).
 */
export function useListMemory(owner: string | undefined): void {
  const leaf = useMatches().at(-1);
  const { pathname, search } = useLocation();
  const isList = isRouteHandle(leaf?.handle) && leaf.handle.meta.keepListState === true;

  useEffect(() => {
    if (owner === undefined) return;
    if (isList) rememberList(owner, trimSlash(pathname), search);
    else ownLists(owner);
  }, [owner, isList, pathname, search]);
}
