import { currentOperator } from '@console/lib/operator';

// Tokens live in the tab's sessionStorage, and a browser copies it into a duplicated tab. Two
// tabs holding one refresh token would each spend it, and the second use ends the session for
// both (refresh rotation). So a tab starting with a session asks the others whether it is
// theirs; the tab that had it first keeps it, and the copy signs in for itself.

const CHANNEL = 'console-tab-sessions';

type ClaimMessage = { type: 'claim'; sid: string } | { type: 'taken'; sid: string };

/**
 * Starts answering and asking; returns the function that stops. `onLost` runs in the copy:
 * it drops the tokens and signs in afresh.
 */
export function startTabClaim(onLost: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  const sidNow = () => currentOperator()?.sid;
  channel.addEventListener('message', ({ data }: MessageEvent<ClaimMessage>) => {
    const sid = sidNow();
    if (sid === undefined || data.sid !== sid) return;
    if (data.type === 'claim') channel.postMessage({ type: 'taken', sid } satisfies ClaimMessage);
    else onLost();
  });
  const sid = sidNow();
  if (sid !== undefined) channel.postMessage({ type: 'claim', sid } satisfies ClaimMessage);
  return () => {
    channel.close();
  };
}
