import { createStore, useStore } from '@/lib/store';

// The shared messages of specification §8: each lasts 5 s and can be closed. One is shown at
// a time, the rest wait in order; the store owns the timer, so a message also expires when
// no component renders it, and code outside React (the API client) can post one.
export const NOTICE_DURATION_MS = 5_000;

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  severity: NoticeSeverity;
  message: string;
}

interface NoticeState {
  current: Notice | undefined;
  queue: readonly Notice[];
}

const EMPTY: NoticeState = { current: undefined, queue: [] };
const store = createStore<NoticeState>(EMPTY);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

function show(notice: Notice | undefined, queue: readonly Notice[]): void {
  clearTimeout(timer);
  timer = undefined;
  store.set({ current: notice, queue });
  if (notice !== undefined) {
    timer = setTimeout(() => {
      dismissNotice(notice.id);
    }, NOTICE_DURATION_MS);
  }
}

/**
 * Shows a message (or queues it behind the one showing). The same text with the same severity
 * already showing or waiting is not repeated: five failed calls make one warning, not five.
 */
export function notify(severity: NoticeSeverity, message: string): number {
  const { current, queue } = store.get();
  const same = [current, ...queue].find(
    (notice) => notice?.severity === severity && notice.message === message,
  );
  if (same !== undefined) return same.id;
  const notice: Notice = { id: nextId++, severity, message };
  if (current === undefined) show(notice, queue);
  else store.set({ current, queue: [...queue, notice] });
  return notice.id;
}

export const notifyWarning = (message: string) => notify('warning', message);
export const notifySuccess = (message: string) => notify('success', message);
export const notifyError = (message: string) => notify('error', message);

/** Closes a message (the user's click, or its 5 s are up); the next one in line shows. */
export function dismissNotice(id: number): void {
  const { current, queue } = store.get();
  if (current?.id === id) {
    const [next, ...rest] = queue;
    show(next, rest);
  } else {
    store.set({ current, queue: queue.filter((notice) => notice.id !== id) });
  }
}

/** The message showing now, if any. */
export function currentNotice(): Notice | undefined {
  return store.get().current;
}

export function useCurrentNotice(): Notice | undefined {
  return useStore(store).current;
}

export function resetNotifications(): void {
  clearTimeout(timer);
  timer = undefined;
  store.reset();
}
