/** A full page load of `path` (or of this page when it is already there). */
export function reloadPage(path: string): void {
  if (window.location.pathname === path) window.location.reload();
  else window.location.assign(path);
}
