import { clearTokens } from '@/lib/auth-token';
import { clearSecurityVerification } from '@/lib/idle-lock';
import { goHome, goToLogin } from '@/lib/navigation';

/**
 * The session is over (HTTP 401 that one renewal could not cure, or the refresh token
 * refused): both tokens go and the user signs in again, coming back to this page after.
 */
export function endSession(): void {
  clearTokens();
  clearSecurityVerification();
  goToLogin();
}

/** The user signed out (specification §4): both tokens go, then home. */
export function leaveSession(): void {
  clearTokens();
  clearSecurityVerification();
  goHome();
}
