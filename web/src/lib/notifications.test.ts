import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  currentNotice,
  dismissNotice,
  NOTICE_DURATION_MS,
  notifySuccess,
  notifyWarning,
} from '@/lib/notifications';

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one message at a time, each for 5 s, in order', () => {
    notifyWarning('first');
    notifySuccess('second');

    expect(currentNotice()?.message).toBe('first');
    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(currentNotice()).toMatchObject({ severity: 'success', message: 'second' });
    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(currentNotice()).toBeUndefined();
  });

  it('a closed message makes way for the next, which gets its full 5 s', () => {
    const first = notifyWarning('first');
    notifyWarning('second');
    vi.advanceTimersByTime(4_000);

    dismissNotice(first);
    expect(currentNotice()?.message).toBe('second');
    vi.advanceTimersByTime(NOTICE_DURATION_MS - 1);
    expect(currentNotice()?.message).toBe('second');
  });

  it('does not repeat a message already showing or waiting', () => {
    const id = notifyWarning('Request failed');
    notifyWarning('other');

    expect(notifyWarning('Request failed')).toBe(id);
    expect(notifyWarning('other')).not.toBe(id);
    vi.advanceTimersByTime(2 * NOTICE_DURATION_MS);
    expect(currentNotice()).toBeUndefined();
  });

  it('a waiting message can be withdrawn', () => {
    notifyWarning('first');
    const second = notifyWarning('second');

    dismissNotice(second);
    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(currentNotice()).toBeUndefined();
  });
});
