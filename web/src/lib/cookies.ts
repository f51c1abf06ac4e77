// Every cookie the app writes is first-party and read only by this page's own scripts (the API
// is same-origin): SameSite=Strict keeps each of them off every cross-site request, and Secure
// keeps them off plain HTTP whenever the page itself came over HTTPS.

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

// `location`, not `window.location`: the page's own, and what a test can stand in for.
function attributes(maxAgeSeconds: number): string {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

/** A cookie for the whole site: `Path=/`, `SameSite=Strict`, `Secure` on HTTPS. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes(maxAgeSeconds)}`;
}

/** Removes a cookie written by {@link setCookie} (the same attributes, expired). */
export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=${attributes(0)}`;
}
