import { readSnapshot, writeSnapshot } from '@/lib/client-state';

/**
 * What the previous page load kept of a query (specification §3: menus and companies persist),
 * as TanStack Query's initial data: shown at once, refreshed in the background when stale.
 * `isValid` guards against a shape an older version of the app stored.
 */
export function keptAnswer<T>(
  identity: string,
  key: string,
  isValid: (value: unknown) => value is T,
): { initialData?: T; initialDataUpdatedAt?: number } {
  const kept = readSnapshot(identity, key);
  if (kept === undefined || !isValid(kept.value)) return {};
  return { initialData: kept.value, initialDataUpdatedAt: kept.savedAt };
}

/** Fetches with `fetcher` and keeps the answer for the next page load. */
export async function fetchAndKeep<T>(
  identity: string,
  key: string,
  fetcher: () => Promise<T>,
): Promise<T> {
  const answer = await fetcher();
  writeSnapshot(identity, key, answer);
  return answer;
}
