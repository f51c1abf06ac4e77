import { useCallback } from 'react';

import { isSignedIn, onTokensChange } from '@/lib/auth-token';
import { createStore, useStore } from '@/lib/store';
import { readStoredJson, removeStored, writeStoredJson } from '@/lib/stored-json';

// Where the user left each list view of the portal (specification §2's cached list views): its
// query string, which holds the list's filters and page (list state lives in the URL). Menu,
// breadcrumb and quick links to a list lead back there instead of to its first page. Kept for
// one identity (session, employee, role) in this tab, sessionStorage surviving a reload; another
// identity starts afresh, and signing out forgets it all.

export const LIST_MEMORY_KEY = 'portal.lists';

interface ListMemory {
  /** The identity the lists were left by. */
  owner: string;
  /** List path → its query string without '?' ('' for the plain list). */
  searches: Readonly<Record<string, string>>;
}

const EMPTY: ListMemory = { owner: '', searches: {} };

function isMemory(value: unknown): value is ListMemory {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, searches } = value as Record<string, unknown>;
  return (
    typeof owner === 'string' &&
    typeof searches === 'object' &&
    searches !== null &&
    Object.values(searches).every((search) => typeof search === 'string')
  );
}

function read(): ListMemory {
  const value = readStoredJson(() => sessionStorage, LIST_MEMORY_KEY);
  return isMemory(value) ? value : EMPTY;
}

function write(memory: ListMemory): void {
  if (memory.owner === '') removeStored(() => sessionStorage, LIST_MEMORY_KEY);
  else writeStoredJson(() => sessionStorage, LIST_MEMORY_KEY, memory);
}

const store = createStore<ListMemory>(read());
store.subscribe(() => {
  write(store.get());
});

/** The lists are `owner`'s from now on: another identity's are forgotten. */
export function ownLists(owner: string): void {
  store.set((memory) => (memory.owner === owner ? memory : { owner, searches: {} }));
}

/** Records where the list at `path` stands: `search`, the location's query string. */
export function rememberList(owner: string, path: string, search: string): void {
  ownLists(owner);
  const query = search.replace(/^\?/, '');
  store.set((memory) =>
    memory.searches[path] === query
      ? memory
      : { ...memory, searches: { ...memory.searches, [path]: query } },
  );
}

/**
 * Links to lists as they were left: the returned function gives for `path` the list with the
 * query string it was left with, or `path` itself for anything else.
 */
export function useListLink(): (path: string) => string {
  const { searches } = useStore(store);
  return useCallback(
    (path: string) => {
      const query = searches[path];
      return query ? `${path}?${query}` : path;
    },
    [searches],
  );
}

/** Forgets every list (signing out; a new page load in tests). */
export function forgetLists(): void {
  store.set(EMPTY);
}

if (typeof window !== 'undefined') {
  onTokensChange(() => {
    if (!isSignedIn()) forgetLists();
  });
}
