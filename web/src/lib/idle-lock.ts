import { createStore, useStore } from '@/lib/store';

// Envelope status 423: the server has locked the session for idleness (DESIGN §3). The API
// client raises this flag; the 'security verification' dialog follows it, and lowers it once
// the user has verified (or signed out).
const store = createStore(false);

export function requireSecurityVerification(): void {
  store.set(true);
}

export function clearSecurityVerification(): void {
  store.set(false);
}

export function isSecurityVerificationRequired(): boolean {
  return store.get();
}

/** Calls `listener` whenever the flag changes; returns the unsubscribe function. */
export function onSecurityVerificationChange(listener: (required: boolean) => void): () => void {
  return store.subscribe(() => {
    listener(store.get());
  });
}

export function useSecurityVerificationRequired(): boolean {
  return useStore(store);
}

export function resetIdleLock(): void {
  store.reset();
}
