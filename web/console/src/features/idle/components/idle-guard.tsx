import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

import { startIdleWatch } from '@console/features/idle/idle-watch';
import { isSignedIn, onTokensChange } from '@/lib/auth-token';
import { onSecurityVerificationChange, useSecurityVerificationRequired } from '@/lib/idle-lock';

// Loaded only when a lock happens.
const SecurityVerificationDialog = lazy(
  () => import('@console/features/idle/components/security-verification-dialog'),
);

/**
 * Mounted once: runs the idle timer and shows the security verification over any page while
 * the session is locked; the page stays mounted underneath, a half-filled form included.
 */
export function IdleGuard() {
  const queryClient = useQueryClient();
  const required = useSecurityVerificationRequired();
  const signedIn = useSyncExternalStore(onTokensChange, isSignedIn);

  useEffect(() => startIdleWatch(), []);

  // Unlocked: fetch again what the lock refused with 423.
  useEffect(
    () =>
      onSecurityVerificationChange((locked) => {
        if (!locked && isSignedIn()) void queryClient.invalidateQueries();
      }),
    [queryClient],
  );

  if (!required || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SecurityVerificationDialog />
    </Suspense>
  );
}
