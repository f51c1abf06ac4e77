import { createStore, useStore } from '@/lib/store';

// The shared messages of specification §8: each lasts 5 s and can be closed. One is shown at
// a time, and a newer one replaces it at once: a message waiting its turn would arrive after
// the moment it describes (the idle dialog's 'retry in 5 s' after the 5 s). The store owns the
// timer, so a message also expires when no component renders it, and code outside React (the
// API client) can post one.
export const NOTICE_DURATION_MS = 5_000;

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  severity: NoticeSeverity;
  message: string;
}

const store = createStore<Notice | undefined>(undefined);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

function show(notice: Notice | undefined): void {
  clearTimeout(timer);
  timer = undefined;
  store.set(notice);
  if (notice !== undefined) {
    timer = setTimeout(() => {
      dismissNotice(notice.id);
    }, NOTICE_DURATION_MS);
  }
}

/**
 * Shows a message in place of the one showing. The same text with the same severity already
 * showing is not posted again but gets its 5 s anew: five failed calls make one warning.
 */
export function notify(severity: NoticeSeverity, message: string): number {
  const current = store.get();
  const notice =
    current?.severity === severity && current.message === message
      ? current
      : { id: nextId++, severity, message };
  show(notice);
  return notice.id;
}

export const notifyWarning = (message: string) => notify('warning', message);
export const notifySuccess = (message: string) => notify('success', message);
export const notifyError = (message: string) => notify('error', message);

/** Closes a message (the user's click, or its 5 s are up); one already replaced is gone. */
export function dismissNotice(id: number): void {
  if (store.get()?.id === id) show(undefined);
}

/** The message showing now, if any. */
export function currentNotice(): Notice | undefined {
  return store.get();
}

export function useCurrentNotice(): Notice | undefined {
  return useStore(store);
}

export function resetNotifications(): void {
  clearTimeout(timer);
  timer = undefined;
  store.reset();
}
