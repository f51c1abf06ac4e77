import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';

import { ConsoleBreadcrumbs } from '@console/app/layouts/console-breadcrumbs';
import { ConsoleHeader } from '@console/app/layouts/console-header';
import { ConsoleSidebar } from '@console/app/layouts/console-sidebar';
import { buildMenu } from '@console/app/routes/menu';
import { NoPage } from '@console/app/routes/not-found-page';
import { isRouteHandle } from '@console/app/routes/route-meta';
import { shellRoute } from '@console/app/routes/route-tree';
import { holdsAny, type Operator, useOperator } from '@console/lib/operator';
import { mainContentProps } from '@/components/main-content';
import { SkipLink } from '@/components/skip-link';

/** Whether the operator meets the roles of every matched route (each level's own). */
function useRouteAllowed(operator: Operator | undefined): boolean {
  const matches = useMatches();
  const deepest = matches.findLast((match) => isRouteHandle(match.handle));
  if (deepest === undefined || !isRouteHandle(deepest.handle)) return true;
  return deepest.handle.roles.every((roles) => holdsAny(operator, roles));
}

/**
 * The signed-in shell: the sidebar of what the operator's roles open, the header with who is
 * signed in, breadcrumbs, and the page, unless the operator's roles do not open it (the
 * server would refuse it anyway).
 */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const operator = useOperator();
  const menu = useMemo(() => buildMenu(shellRoute, operator), [operator]);
  const allowed = useRouteAllowed(operator);

  // The route guard signs out a tab without a session before this renders.
  if (operator === undefined) return null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <ConsoleSidebar
        entries={menu}
        mobile={mobile}
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <ConsoleHeader
          operator={operator}
          onOpenMenu={
            mobile
              ? () => {
                  setMenuOpen(true);
                }
              : undefined
          }
        />
        <Box
          component="main"
          {...mainContentProps}
          sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 3 }, py: 2, pb: 4 }}
        >
          <ConsoleBreadcrumbs />
          {allowed ? <Outlet /> : <NoPage message={t('shell.noAccess')} />}
        </Box>
      </Box>
    </Box>
  );
}
