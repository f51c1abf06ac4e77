export type SameSite = 'Strict' | 'Lax';

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** A cookie for the whole site (`Path=/`), `Secure` whenever the page is served over HTTPS. */
export function setCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  sameSite: SameSite = 'Lax',
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}` +
    `; Path=/; SameSite=${sameSite}${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
