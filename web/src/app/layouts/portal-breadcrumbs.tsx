import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';

import { breadcrumbTrail } from '@/app/layouts/breadcrumb-trail';
import { useListLink } from '@/lib/list-memory';

/**
 * Breadcrumbs from the route titles; the last item is the page and not a link (§2). A crumb
 * that is a list leads back to it as the user left it.
 */
export function PortalBreadcrumbs() {
  const { t } = useTranslation();
  const listLink = useListLink();
  const crumbs = breadcrumbTrail(useMatches());
  if (crumbs.length === 0) return null;

  return (
    <Breadcrumbs aria-label={t('shell.breadcrumb')} sx={{ px: { xs: 2, md: 3 }, pt: 2 }}>
      {crumbs.map(({ title, to }, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={to} color="text.primary" aria-current="page">
            {t(title)}
          </Typography>
        ) : (
          <Link key={to} component={RouterLink} to={listLink(to)} underline="hover" color="inherit">
            {t(title)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
