import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';

import { type PortalSession, PortalSessionContext } from '@/lib/portal-session';
import { renderPage } from '@/testing/render';

/** The session the shell hands to a page of the message centre (CRM), as for 13800000008. */
export const MESSAGE_SESSION: PortalSession = {
  identityKey: 'S008/EMP0010/DEMO0007-CRM-C106',
  claims: { sub: 'U0008', sid: 'S008', emp: 'EMP0010', comp: 'DEMO0007' },
  productCode: 'CRM',
  resUris: undefined,
  company: {
    compCode: 'DEMO0007',
    compName: 'Guangzhou Demo Guarantee',
    compRole: [{ prodCode: 'CRM', compRole: 'C106', compBizCode: 'DEMO0007-CRM-C106' }],
    userName: 'Wu Hao',
    mobile: '138****0008',
    rootManager: 1,
    employeeRole: ['E101'],
  },
};

/**
 * Renders a message-centre page at `path` inside the session; `pattern` (e.g.
 * `/msg/message/detail/:id`) gives the page its route parameters. Other paths render nothing,
 * so a test sees where the page navigated to.
 */
export function renderInSession(
  Page: ComponentType,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  function WithSession() {
    return (
      <PortalSessionContext value={MESSAGE_SESSION}>
        <Routes>
          <Route path={pattern} element={<Page />} />
          <Route path="*" element={null} />
        </Routes>
      </PortalSessionContext>
    );
  }
  return renderPage(WithSession, { path });
}
