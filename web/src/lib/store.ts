import { useSyncExternalStore } from 'react';

/**
 * A value that code outside React can read and change, and components can follow. Snapshots
 * are replaced, never mutated, so `useSyncExternalStore` sees every change.
 */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** Back to the initial value (tests; a new page load starts there). */
  reset: () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T | ((previous: T) => T)) => {
    const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
    if (Object.is(resolved, value)) return;
    value = resolved;
    listeners.forEach((listener) => {
      listener();
    });
  };
  return {
    get: () => value,
    set,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset: () => {
      set(initial);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
