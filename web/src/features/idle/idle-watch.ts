import { apiRequest } from '@/lib/api-client';
import { isSignedIn, onTokensChange } from '@/lib/auth-token';
import {
  clearSecurityVerification,
  isSecurityVerificationRequired,
  onSecurityVerificationChange,
  requireSecurityVerification,
} from '@/lib/idle-lock';
import { LOGOUT_CALL } from '@/lib/session';
import { endSession } from '@/lib/session-exit';
import { failurePeriodSec, forgetSignedInUser } from '@/lib/signed-in-user';

// The click timer of specification §4: every click (and key press: a keyboard user is just as
// active) stores the time; once the idle period of the cookie `failurePeriodSec` has passed
// without any, the 'security verification' dialog opens. The server answering 423 opens it
// too (the API client raises the same flag). Every tab of the portal shares one lock: activity,
// lock, unlock and 'exit directly' travel over a BroadcastChannel.

export const IDLE_CHANNEL = 'portal-idle-lock';
const CHECK_EVERY_MS = 1_000;
// Activity is told to the other tabs at most this often.
const SHARE_ACTIVITY_EVERY_MS = 1_000;

type IdleMessage =
  { type: 'activity'; at: number } | { type: 'lock' } | { type: 'unlock' } | { type: 'exit' };

let lastActivity = Date.now();
let lastShared = 0;
let channel: BroadcastChannel | undefined;
// Set while applying another tab's message, so it is not sent back.
let fromOtherTab = false;

function post(message: IdleMessage): void {
  channel?.postMessage(message);
}

function idleForTooLong(now: number): boolean {
  return now - lastActivity > failurePeriodSec() * 1000;
}

function watching(): boolean {
  return isSignedIn() && !isSecurityVerificationRequired();
}

/** A click or key press: the lock when the idle period is already over, else a new start. */
function onActivity(): void {
  if (!watching()) return;
  const now = Date.now();
  if (idleForTooLong(now)) {
    requireSecurityVerification();
    return;
  }
  lastActivity = now;
  if (now - lastShared >= SHARE_ACTIVITY_EVERY_MS) {
    lastShared = now;
    post({ type: 'activity', at: now });
  }
}

function check(): void {
  if (watching() && idleForTooLong(Date.now())) requireSecurityVerification();
}

function fromTab(apply: () => void): void {
  fromOtherTab = true;
  try {
    apply();
  } finally {
    fromOtherTab = false;
  }
}

function onMessage({ data }: MessageEvent<IdleMessage>): void {
  switch (data.type) {
    case 'activity':
      lastActivity = Math.max(lastActivity, data.at);
      break;
    case 'lock':
      if (isSignedIn()) fromTab(requireSecurityVerification);
      break;
    case 'unlock':
      lastActivity = Date.now();
      fromTab(clearSecurityVerification);
      break;
    case 'exit':
      fromTab(endSession);
      break;
  }
}

/** Starts the click timer and the tab sharing; returns the function that stops them. */
export function startIdleWatch(): () => void {
  lastActivity = Date.now();
  channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(IDLE_CHANNEL);
  channel?.addEventListener('message', onMessage);
  document.addEventListener('click', onActivity, true);
  document.addEventListener('keydown', onActivity, true);
  const timer = setInterval(check, CHECK_EVERY_MS);
  const stopFlag = onSecurityVerificationChange((required) => {
    if (!required) lastActivity = Date.now();
    if (!fromOtherTab && isSignedIn()) post({ type: required ? 'lock' : 'unlock' });
  });
  const stopTokens = onTokensChange(() => {
    if (isSignedIn()) {
      lastActivity = Date.now();
      return;
    }
    // Signed out (here, or the session ended): no lock to show, no mobile to keep, and the
    // other tabs, which share the cookies, sign in again too.
    forgetSignedInUser();
    clearSecurityVerification();
    if (!fromOtherTab) post({ type: 'exit' });
  });
  return () => {
    clearInterval(timer);
    stopFlag();
    stopTokens();
    document.removeEventListener('click', onActivity, true);
    document.removeEventListener('keydown', onActivity, true);
    channel?.close();
    channel = undefined;
  };
}

/**
 * 'Exit directly': the session ends on the server too (logout passes while locked), both tokens
 * go and the user signs in again, coming back to this page; every other tab follows.
 */
export async function exitDirectly(): Promise<void> {
  await apiRequest(LOGOUT_CALL, { handleErrors: false }).catch(() => undefined);
  endSession();
}
