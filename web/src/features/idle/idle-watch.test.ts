import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { IDLE_CHANNEL, startIdleWatch } from '@/features/idle/idle-watch';
import { clearTokens, saveTokens } from '@/lib/auth-token';
import {
  clearSecurityVerification,
  isSecurityVerificationRequired,
  requireSecurityVerification,
} from '@/lib/idle-lock';
import { rememberSignIn, signedInMobile } from '@/lib/signed-in-user';
import { fakeAccessToken } from '@/testing/session-fixtures';

let stop: () => void = () => undefined;

function signInWithPeriod(seconds: number) {
  saveTokens({ accessToken: fakeAccessToken({ expiresIn: 3600 }), refreshToken: 'R' });
  rememberSignIn({ mobile: '13800000002', failurePeriodSec: seconds });
}

afterEach(() => {
  stop();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the click timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('locks once the idle period passes without a click', () => {
    signInWithPeriod(60);
    stop = startIdleWatch();

    vi.advanceTimersByTime(60_000);
    expect(isSecurityVerificationRequired()).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(isSecurityVerificationRequired()).toBe(true);
  });

  it('starts the period again on every click and key press', () => {
    signInWithPeriod(60);
    stop = startIdleWatch();

    vi.advanceTimersByTime(50_000);
    document.body.click();
    vi.advanceTimersByTime(50_000);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    vi.advanceTimersByTime(50_000);
    expect(isSecurityVerificationRequired()).toBe(false);
  });

  it('starts again after an unlock', () => {
    signInWithPeriod(60);
    stop = startIdleWatch();
    vi.advanceTimersByTime(62_000);
    expect(isSecurityVerificationRequired()).toBe(true);

    clearSecurityVerification();
    vi.advanceTimersByTime(59_000);
    expect(isSecurityVerificationRequired()).toBe(false);
  });

  it('does nothing while signed out', () => {
    stop = startIdleWatch();

    vi.advanceTimersByTime(3_600_000);
    expect(isSecurityVerificationRequired()).toBe(false);
  });

  it('forgets the lock and the mobile when the session ends', () => {
    signInWithPeriod(60);
    stop = startIdleWatch();
    requireSecurityVerification();

    clearTokens();
    expect(isSecurityVerificationRequired()).toBe(false);
    expect(signedInMobile()).toBeUndefined();
  });
});

describe('every tab shares the lock', () => {
  let otherTab: BroadcastChannel;
  let received: unknown[];

  beforeEach(() => {
    received = [];
    otherTab = new BroadcastChannel(IDLE_CHANNEL);
    otherTab.onmessage = (event: MessageEvent) => {
      received.push(event.data);
    };
  });

  afterEach(() => {
    otherTab.close();
  });

  it('tells the other tabs of a lock and an unlock here', async () => {
    signInWithPeriod(1800);
    stop = startIdleWatch();

    requireSecurityVerification();
    clearSecurityVerification();

    await vi.waitFor(() => {
      expect(received).toEqual([{ type: 'lock' }, { type: 'unlock' }]);
    });
  });

  it("follows another tab's lock and unlock", async () => {
    signInWithPeriod(1800);
    stop = startIdleWatch();

    otherTab.postMessage({ type: 'lock' });
    await vi.waitFor(() => {
      expect(isSecurityVerificationRequired()).toBe(true);
    });
    otherTab.postMessage({ type: 'unlock' });
    await vi.waitFor(() => {
      expect(isSecurityVerificationRequired()).toBe(false);
    });
    // Applying another tab's message does not echo it back.
    expect(received).toEqual([]);
  });

  it('signs the other tabs out with this one', async () => {
    signInWithPeriod(1800);
    stop = startIdleWatch();

    clearTokens();

    await vi.waitFor(() => {
      expect(received).toEqual([{ type: 'exit' }]);
    });
  });
});
