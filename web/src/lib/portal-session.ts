import { createContext, useContext } from 'react';

import type { Schema } from '@/lib/api-types';
import type { AccessTokenClaims } from '@/lib/jwt';

/**
 * Who works on a page of the signed-in shell, and where (specification §3, §4): the shell
 * loads it before any page renders and hands it down, so pages never load it again.
 */
export interface PortalSession {
  /**
   * Session, employee and company role: every query of a page is keyed `['session',
   * identityKey, …]`, so signing out drops it and a switch never shows the old company's data.
   */
  identityKey: string;
  claims: AccessTokenClaims;
  /** The product the page works in (CRM in the account and message centres). */
  productCode: string;
  /** The company info of specification §3 for that product. */
  company: Schema<'CompanyInfo'>;
  /** The resUris the user may open in the product; undefined where everything is allowed (EC). */
  resUris: ReadonlySet<string> | undefined;
}

export const PortalSessionContext = createContext<PortalSession | undefined>(undefined);

/** The session of the shell around this page; only pages inside the portal layout may ask. */
export function usePortalSession(): PortalSession {
  const session = useContext(PortalSessionContext);
  if (session === undefined) throw new Error('usePortalSession outside the signed-in shell');
  return session;
}

/** Specification §3/§6: rootManager 1 is the company's administrator. */
export function isRootManager(session: PortalSession): boolean {
  return session.company.rootManager === 1;
}
