import { clientProfile } from '@/lib/client-profile';

// Where the API client and the session code send the user. They run outside React, so the app
// installs its router here (`setAppNavigator`); until then, and in tests, a full page load.
// The sign-in and home paths are the app's (its profile).

/** Where the login page sends the user back to once signed in. */
export const REDIRECT_PARAM = 'redirect';

export interface AppLocation {
  pathname: string;
  search: string;
}

export interface AppNavigator {
  navigate(to: string): void;
  location(): AppLocation;
  /** Fetches the code of the page at `to` ahead of going there (nothing without a router). */
  preload?(to: string): void;
}

const pageLoad: AppNavigator = {
  navigate: (to) => {
    window.location.assign(to);
  },
  location: () => window.location,
};

let current: AppNavigator = pageLoad;

/** Installs the app's navigation; returns a function restoring the previous one. */
export function setAppNavigator(navigator: AppNavigator): () => void {
  const previous = current;
  current = navigator;
  return () => {
    current = previous;
  };
}

/** Back to the full-page-load navigator (tests). */
export function resetAppNavigator(): void {
  current = pageLoad;
}

export function loginPath(location: AppLocation): string {
  const params = new URLSearchParams({ [REDIRECT_PARAM]: location.pathname + location.search });
  return `${clientProfile().loginPath}?${params.toString()}`;
}

/** To the login page, coming back here afterwards; nothing when already there. */
export function goToLogin(): void {
  const location = current.location();
  if (location.pathname !== clientProfile().loginPath) current.navigate(loginPath(location));
}

export function goHome(): void {
  current.navigate(clientProfile().homePath);
}

/** Fetches the page at `to`'s code now, where the user is about to go. */
export function preloadPage(to: string): void {
  current.preload?.(to);
}
