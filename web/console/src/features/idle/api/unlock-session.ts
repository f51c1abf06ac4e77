import { apiRequest } from '@/lib/api-client';
import { encryptCredential } from '@/lib/request-protection';

export type UnlockProof = { code: string } | { password: string };

export const UNLOCK_CALL = '/ops/session/unlock';

/**
 * The idle verification: the authenticator's code or the password (encrypted) opens the
 * session again. A wrong answer is the form's to show; the fifth ends the session (401, which
 * the error catalogue turns into the sign-in page).
 */
export async function unlockSession(proof: UnlockProof): Promise<void> {
  const body = 'password' in proof ? { password: await encryptCredential(proof.password) } : proof;
  await apiRequest<null>(UNLOCK_CALL, { body, loading: true });
}
