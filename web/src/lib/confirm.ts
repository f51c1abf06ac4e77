import { createStore, useStore } from '@/lib/store';

// The confirmation dialog of specification §8 ('tip', OK and cancel, default 'continue?'),
// askable from anywhere: the one ConfirmDialog mounted in the providers answers it.
export interface ConfirmOptions {
  /** Default: 'tip'. */
  title?: string;
  /** Default: 'continue?'. */
  text?: string;
}

export interface PendingConfirmation extends ConfirmOptions {
  id: number;
}

interface Pending extends PendingConfirmation {
  resolve: (confirmed: boolean) => void;
}

const store = createStore<Pending | undefined>(undefined);
let nextId = 1;

/** Opens the dialog; resolves true on OK, false on cancel (or when another question replaces it). */
export function requestConfirmation(options: ConfirmOptions = {}): Promise<boolean> {
  store.get()?.resolve(false);
  return new Promise((resolve) => {
    store.set({ ...options, id: nextId++, resolve });
  });
}

/** The dialog's answer. */
export function answerConfirmation(confirmed: boolean): void {
  const pending = store.get();
  if (pending === undefined) return;
  store.set(undefined);
  pending.resolve(confirmed);
}

export function usePendingConfirmation(): PendingConfirmation | undefined {
  return useStore(store);
}

export function resetConfirmation(): void {
  store.get()?.resolve(false);
  store.reset();
}
