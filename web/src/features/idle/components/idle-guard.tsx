import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

import { startIdleWatch } from '@/features/idle/idle-watch';
import { loadTexts } from '@/i18n/instance';
import { isSignedIn, onTokensChange } from '@/lib/auth-token';
import { onSecurityVerificationChange, useSecurityVerificationRequired } from '@/lib/idle-lock';

// Loaded only when a lock happens, with its strings: the dialog is not part of any page's
// first load.
const SecurityVerificationDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('@/features/idle/components/security-verification-dialog'),
    loadTexts(['idle']),
  ]);
  return dialog;
});

/**
 * Mounted once for the whole app: runs the click timer and the tab sharing, and shows the
 * 'security verification' dialog over any page while a signed-in session is locked.
 */
export function IdleGuard() {
  const queryClient = useQueryClient();
  const required = useSecurityVerificationRequired();
  const signedIn = useSyncExternalStore(onTokensChange, isSignedIn);

  useEffect(() => startIdleWatch(), []);

  // Unlocked (here or in another tab): fetch again what the lock refused with 423.
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
