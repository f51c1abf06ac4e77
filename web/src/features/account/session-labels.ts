import type { TFunction } from 'i18next';

import type { SessionRow } from '@/features/account/api/get-sessions';

/** "Chrome 120 · Windows 10", with the phone or tablet model when the browser names one. */
export function deviceLabel(row: SessionRow, t: TFunction): string {
  const parts = [row.browser, row.system, row.model].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' · ') : t('account.sessions.unknownDevice');
}

// The region's name in the reader's language comes from the browser (CLDR), not a table of
// ours; a code it cannot name is shown as it is.
function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where the session was started from: the address and its region, or "local network". */
export function placeLabel(row: SessionRow, t: TFunction, language: string): string {
  if (row.network === 'local') return t('account.sessions.localNetwork');
  if (row.network === 'public' && row.regionCode) return regionName(row.regionCode, language);
  return t('account.sessions.unknownRegion');
}
