import { createStore, useStore } from '@/lib/store';

// The loading overlay of specification §8, counted: it shows while any call that asked for it
// runs and closes when the last one ends.
const store = createStore(0);

/** Counts one more running call; the function returned ends it (once, however often called). */
export function beginLoading(): () => void {
  store.set((count) => count + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    store.set((count) => Math.max(0, count - 1));
  };
}

/** How many calls are holding the overlay open. */
export function loadingCount(): number {
  return store.get();
}

export function useLoadingVisible(): boolean {
  return useStore(store) > 0;
}

export function resetLoading(): void {
  store.reset();
}
