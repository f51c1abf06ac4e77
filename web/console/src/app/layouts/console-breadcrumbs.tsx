import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';

import { isRouteHandle, type RouteTitleKey } from '@console/app/routes/route-meta';

interface Crumb {
  title: RouteTitleKey;
  to: string;
}

function trail(matches: ReturnType<typeof useMatches>): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    if (!isRouteHandle(match.handle) || match.handle.meta.title === undefined) continue;
    const to = match.pathname.length > 1 ? match.pathname.replace(/\/+$/, '') : match.pathname;
    const last = crumbs.at(-1);
    if (last?.to === to) last.title = match.handle.meta.title;
    else crumbs.push({ title: match.handle.meta.title, to });
  }
  return crumbs;
}

/** Where the page is, from the titles of the matched routes; the last is the page itself. */
export function ConsoleBreadcrumbs() {
  const { t } = useTranslation();
  const crumbs = trail(useMatches());
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label={t('shell.breadcrumbs')} sx={{ mb: 2 }}>
      {crumbs.map(({ title, to }, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={to} color="text.primary" aria-current="page">
            {t(title)}
          </Typography>
        ) : (
          <Link key={to} component={RouterLink} to={to} underline="hover" color="inherit">
            {t(title)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
