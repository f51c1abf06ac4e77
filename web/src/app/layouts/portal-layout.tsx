import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PortalBreadcrumbs } from '@/app/layouts/portal-breadcrumbs';
import { PortalHeader } from '@/app/layouts/portal-header';
import { PortalSidebar } from '@/app/layouts/portal-sidebar';
import { SessionGate } from '@/app/layouts/session-gate';
import { buildMenu } from '@/app/layouts/sidebar-menu';
import { useListMemory } from '@/app/layouts/use-list-memory';
import { usePortalRoute } from '@/app/layouts/use-portal-route';
import { isRouteAllowed } from '@/app/routes/route-guards';
import { mainContentProps } from '@/components/main-content';
import { SkipLink } from '@/components/skip-link';
import { useShellSession } from '@/features/shell/hooks/use-shell-session';
import { setDevice, setSidebarOpened, useClientState } from '@/lib/client-state';
import { type PortalSession, PortalSessionContext } from '@/lib/portal-session';

/**
 * The signed-in shell (product, account and message centres): header, the centre's sidebar,
 * breadcrumbs, and the page once the session allows it (specification §2, §4, §6).
 */
export default function PortalLayout() {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { sidebarOpened, sidebarMode } = useClientState();
  const { productCode, pattern, section } = usePortalRoute();
  const session = useShellSession(productCode);
  const { pathname } = useLocation();

  useEffect(() => {
    setDevice(mobile ? 'mobile' : 'desktop');
  }, [mobile]);

  // On a phone the menu is a drawer over the page, closed until asked for and again once one
  // of its links is followed. It is not the desktop's expanded or collapsed choice: a drawer
  // that opened for a render, before an effect could close it, left the page hidden from
  // assistive technology (MUI's modal marks everything else aria-hidden).
  const [drawer, setDrawer] = useState({ open: false, pathname });
  const sidebarOpen = mobile ? drawer.open && drawer.pathname === pathname : sidebarOpened;
  const setSidebarOpen = (open: boolean) => {
    if (mobile) setDrawer({ open, pathname });
    else setSidebarOpened(open);
  };

  const { resUris, identity } = session;
  useListMemory(identity?.key);
  const entries = useMemo(() => {
    if (section === undefined || resUris === undefined) return [];
    return buildMenu(section.meta, section.path, (path) =>
      isRouteAllowed(path, productCode, resUris),
    );
  }, [section, resUris, productCode]);

  const company = session.companyInfo.data;
  const pageSession = useMemo((): PortalSession | undefined => {
    if (identity === undefined || company === undefined) return undefined;
    return { identityKey: identity.key, claims: identity.claims, productCode, company, resUris };
  }, [identity, company, productCode, resUris]);

  const hasSidebar = section?.meta.title !== undefined && entries.length > 0;
  const fullHeightSidebar = hasSidebar && !mobile && sidebarMode === 'sidebar';

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: fullHeightSidebar ? 'row' : 'column',
        minHeight: '100vh',
      }}
    >
      <SkipLink />
      {fullHeightSidebar && section.meta.title && (
        <PortalSidebar
          title={section.meta.title}
          entries={entries}
          open={sidebarOpen}
          mobile={mobile}
          mode={sidebarMode}
          onClose={() => {
            setSidebarOpen(false);
          }}
        />
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        {identity && (
          <PortalHeader
            identity={identity}
            productCode={productCode}
            info={session.companyInfo.data}
            showLogo={!fullHeightSidebar}
            compact={mobile}
            sidebar={
              hasSidebar
                ? {
                    open: sidebarOpen,
                    onToggle: () => {
                      setSidebarOpen(!sidebarOpen);
                    },
                  }
                : undefined
            }
          />
        )}
        <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
          {hasSidebar && !fullHeightSidebar && section.meta.title && (
            <PortalSidebar
              title={section.meta.title}
              entries={entries}
              open={sidebarOpen}
              mobile={mobile}
              mode={sidebarMode}
              onClose={() => {
                setSidebarOpen(false);
              }}
            />
          )}
          <Box component="main" {...mainContentProps} sx={{ flexGrow: 1, minWidth: 0, pb: 4 }}>
            <PortalBreadcrumbs />
            <SessionGate session={session} pattern={pattern}>
              <PortalSessionContext value={pageSession}>
                <Outlet />
              </PortalSessionContext>
            </SessionGate>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
