import { idleLimitSec } from '@console/lib/session';
import { isSignedIn } from '@/lib/auth-token';
import {
  isSecurityVerificationRequired,
  onSecurityVerificationChange,
  requireSecurityVerification,
} from '@/lib/idle-lock';

// The tab's idle timer: every click or key press is activity; once the back office's idle
// period (given at sign-in) passes without any, the security verification opens, as it does
// when the gateway answers 423 (the API client raises the same flag). Each tab is its own
// session, so nothing is shared between tabs.

const CHECK_EVERY_MS = 1_000;

let lastActivity = Date.now();

function idleForTooLong(now: number): boolean {
  return now - lastActivity > idleLimitSec() * 1000;
}

function watching(): boolean {
  return isSignedIn() && !isSecurityVerificationRequired();
}

function onActivity(): void {
  if (!watching()) return;
  const now = Date.now();
  if (idleForTooLong(now)) requireSecurityVerification();
  else lastActivity = now;
}

function check(): void {
  if (watching() && idleForTooLong(Date.now())) requireSecurityVerification();
}

/** Starts the idle timer; returns the function that stops it. */
export function startIdleWatch(): () => void {
  lastActivity = Date.now();
  document.addEventListener('click', onActivity, true);
  document.addEventListener('keydown', onActivity, true);
  const timer = setInterval(check, CHECK_EVERY_MS);
  const stopFlag = onSecurityVerificationChange((required) => {
    if (!required) lastActivity = Date.now();
  });
  return () => {
    clearInterval(timer);
    stopFlag();
    document.removeEventListener('click', onActivity, true);
    document.removeEventListener('keydown', onActivity, true);
  };
}
