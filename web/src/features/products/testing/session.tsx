import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';

import type { Schema } from '@/lib/api-types';
import { type PortalSession, PortalSessionContext } from '@/lib/portal-session';
import { renderPage } from '@/testing/render';

/** The session the shell hands to the product centre (EC), as for 13800000007. */
export function productSession(company: Partial<Schema<'CompanyInfo'>> = {}): PortalSession {
  return {
    identityKey: 'S007/EMP0009/DEMO0006-EC-C104',
    claims: {
      sub: 'U0007',
      sid: 'S007',
      emp: 'EMP0009',
      comp: 'DEMO0006',
      role: 'C104',
      biz: 'DEMO0006-EC-C104',
    },
    productCode: 'EC',
    resUris: undefined,
    company: {
      compCode: 'DEMO0006',
      compName: 'Demo Bank Shanghai',
      compRole: [
        { prodCode: 'EC', compRole: 'C104', compBizCode: 'DEMO0006-EC-C104' },
        { prodCode: 'CRM', compRole: 'C106', compBizCode: 'DEMO0006-CRM-C106' },
      ],
      userName: 'Zhou Ting',
      mobile: '138****0007',
      rootManager: 1,
      employeeRole: ['E101'],
      ...company,
    },
  };
}

/**
 * Renders a product-centre page at `path` inside `session`; `pattern` gives the page its route
 * parameters. Other paths render nothing, so a test sees where the page navigated to.
 */
export function renderInSession(
  Page: ComponentType,
  {
    path = '/',
    pattern = '*',
    session = productSession(),
  }: { path?: string; pattern?: string; session?: PortalSession } = {},
) {
  function WithSession() {
    return (
      <PortalSessionContext value={session}>
        <Routes>
          <Route path={pattern} element={<Page />} />
          <Route path="*" element={null} />
        </Routes>
      </PortalSessionContext>
    );
  }
  return renderPage(WithSession, { path });
}
