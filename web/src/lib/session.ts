import { apiRequest } from '@/lib/api-client';
import { saveTokens, type TokenPair } from '@/lib/auth-token';
import { clearSecurityVerification } from '@/lib/idle-lock';
import { leaveSession } from '@/lib/session-exit';

export const LOGOUT_CALL = 'login/user/logout';

/**
 * Keeps the pair a sign-in answered (the `access_token`/`refresh_token` cookies); the renewal
 * timer follows it from there.
 */
export function signInWithTokens(tokens: TokenPair): void {
  saveTokens(tokens);
  clearSecurityVerification();
}

/**
 * Signs out: the server ends the session at once (DESIGN §3), then both tokens go and the user
 * lands on the home page. A failed logout call changes nothing on this side: the tokens go
 * anyway, and the session dies at its 12 h limit at the latest.
 */
export async function logout(): Promise<void> {
  await apiRequest(LOGOUT_CALL, { handleErrors: false }).catch(() => undefined);
  leaveSession();
}
