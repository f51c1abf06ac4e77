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

  it('shows a message for 5 s', () => {
    notifyWarning('first');

    vi.advanceTimersByTime(NOTICE_DURATION_MS - 1);
    expect(currentNotice()).toMatchObject({ severity: 'warning', message: 'first' });
    vi.advanceTimersByTime(1);
    expect(currentNotice()).toBeUndefined();
  });

  it('a newer message replaces the one showing at once and gets its full 5 s', () => {
    notifyWarning('Please check the form');
    vi.advanceTimersByTime(1_000);

    notifyWarning('The verification failed; please try again in 5 seconds.');
    expect(currentNotice()?.message).toBe(
      'The verification failed; please try again in 5 seconds.',
    );
    vi.advanceTimersByTime(NOTICE_DURATION_MS - 1);
    expect(currentNotice()?.message).toBe(
      'The verification failed; please try again in 5 seconds.',
    );
    vi.advanceTimersByTime(1);
    // The replaced message does not come back afterwards.
    expect(currentNotice()).toBeUndefined();
  });

  it('does not post the message showing again, but gives it its 5 s anew', () => {
    const id = notifyWarning('Request failed');
    vi.advanceTimersByTime(4_000);

    expect(notifyWarning('Request failed')).toBe(id);
    vi.advanceTimersByTime(4_000);
    expect(currentNotice()?.id).toBe(id);
    expect(notifySuccess('Request failed')).not.toBe(id);
  });

  it('closing a replaced message leaves the newer one showing', () => {
    const first = notifyWarning('first');
    notifySuccess('second');

    dismissNotice(first);
    expect(currentNotice()?.message).toBe('second');
    dismissNotice(currentNotice()?.id ?? 0);
    expect(currentNotice()).toBeUndefined();
  });
});
