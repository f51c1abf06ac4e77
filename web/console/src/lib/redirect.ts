/** Same-site paths only: a sign-in's `redirect` never sends an operator to another site. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}
