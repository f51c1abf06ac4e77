import type { AnswerFailure } from '@/lib/api-exchange';
import type { TokenPair } from '@/lib/auth-token';

// What differs between the two web apps that share this client (the customer portal and the
// operator console): where the keys and the refresh call are, where the tokens live, what a
// failed call means to the user, where sign-in is. Each app installs its profile once, before
// anything else runs (its main.tsx imports the profile module first; tests do it in setup).

/** `list` for list calls: a failure the catalogue does not otherwise treat becomes a warning. */
export type CallKind = 'list';

export type TokenKind = 'access' | 'refresh';

/** What a renewal names besides the refresh token (the portal: employee and role). */
export type RefreshTarget = Readonly<Partial<Record<string, string>>>;

/** Where the access and refresh tokens are kept (cookies, sessionStorage). */
export interface TokenStore {
  read(kind: TokenKind): string | undefined;
  write(pair: TokenPair): void;
  remove(kind: TokenKind): void;
}

export interface ClientProfile {
  /** The one unprotected POST: it hands out the transport and credential public keys. */
  keyCall: string;
  /** Further calls the gateway takes unprotected, as `METHOD call`. */
  unprotected?: readonly string[];
  tokens: TokenStore;
  /** Spends the refresh token on a new pair (public: the refresh token proves the caller). */
  refreshCall: string;
  /**
   * What the refresh call names besides the refresh token, read from the access token it
   * replaces; undefined when that token cannot be read (then it is not renewed).
   */
  renewalTarget: (accessToken: string) => RefreshTarget | undefined;
  /**
   * The name of a Web Lock serialising uses of the refresh token across this origin's tabs,
   * when they share the tokens; none when each tab keeps its own.
   */
  refreshLock?: string;
  /** What a failed call means to the user; the API client applies it and nothing else does. */
  applyErrorCatalogue: (failure: AnswerFailure, kind: CallKind | undefined) => boolean;
  /** Where a user signs in (the session ended) and where signing out leads. */
  loginPath: string;
  homePath: string;
}

let installed: ClientProfile | undefined;

/** Installs the app's profile; the last one installed applies. */
export function installClientProfile(profile: ClientProfile): void {
  installed = profile;
}

export function clientProfile(): ClientProfile {
  if (installed === undefined) {
    throw new Error('No client profile installed: import the app’s profile module first');
  }
  return installed;
}
