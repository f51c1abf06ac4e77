import type { ComponentType } from 'react';

import type { Schema } from '@/lib/api-types';
import { type PortalSession, PortalSessionContext } from '@/lib/portal-session';
import { renderPage } from '@/testing/render';

type CompanyInfo = Schema<'CompanyInfo'>;

/** A session as the shell hands it to a page of the account centre (CRM). */
export function portalSession(
  company: Partial<CompanyInfo> = {},
  overrides: Partial<Omit<PortalSession, 'company'>> = {},
): PortalSession {
  const compCode = company.compCode ?? 'DEMO0004';
  return {
    identityKey: 'S001:EMP0007',
    claims: { sub: 'U0005', sid: 'S001', emp: 'EMP0007', comp: compCode },
    productCode: 'CRM',
    resUris: undefined,
    ...overrides,
    company: {
      compCode,
      compName: 'Hangzhou Auto Parts',
      compRole: [
        { prodCode: 'EC', compRole: 'C101', compBizCode: `${compCode}-EC-C101` },
        { prodCode: 'CRM', compRole: 'C106', compBizCode: `${compCode}-CRM-C106` },
      ],
      userName: 'Zhao Min',
      mobile: '138****0005',
      rootManager: 1,
      employeeRole: ['E101'],
      ...company,
    },
  };
}

/** {@link renderPage} inside the signed-in shell's session (default: a root manager). */
export function renderSessionPage(
  Page: ComponentType,
  { path = '/', session = portalSession() }: { path?: string; session?: PortalSession } = {},
) {
  function WithSession() {
    return (
      <PortalSessionContext value={session}>
        <Page />
      </PortalSessionContext>
    );
  }
  return renderPage(WithSession, { path });
}
