import { getAccessToken } from '@/lib/auth-token';
import { useSignedIn } from '@/lib/client-state';
import { readAccessClaims } from '@/lib/jwt';

export interface WizardSession {
  signedIn: boolean;
  /** Names the session in query keys (its id), so another sign-in never sees this one's data. */
  sessionKey: string;
  /** A registrant session: signed in, but not yet an employee of any company. */
  registrant: boolean;
}

/** Who runs the wizard: nobody yet (account step), a registrant, or an employee. */
export function useWizardSession(): WizardSession {
  const signedIn = useSignedIn();
  const token = signedIn ? getAccessToken() : undefined;
  const claims = token === undefined ? undefined : readAccessClaims(token);
  return {
    signedIn,
    sessionKey: claims?.sid ?? '',
    registrant: signedIn && !claims?.emp,
  };
}
