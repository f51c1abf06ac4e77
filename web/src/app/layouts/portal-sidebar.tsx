import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { SidebarModeSwitch } from '@/app/layouts/sidebar-mode-switch';
import { flattenMenu, type MenuEntry } from '@/app/layouts/sidebar-menu';
import type { RouteTitleKey } from '@/app/routes/route-meta';
import { HEADER_HEIGHT } from '@/components/theme';
import { Logo } from '@/components/logo';
import type { SidebarMode } from '@/lib/client-state';
import { useListLink } from '@/lib/list-memory';
import { paths } from '@/lib/paths';

/** Specification §9. */
export const SIDEBAR_WIDTH = 230;
/** The collapsed sidebar on wide screens: icons only. */
export const SIDEBAR_RAIL_WIDTH = 64;

interface PortalSidebarProps {
  title: RouteTitleKey;
  entries: MenuEntry[];
  open: boolean;
  mobile: boolean;
  mode: SidebarMode;
  onClose: () => void;
}

function EntryLink({ entry, rail, depth }: { entry: MenuEntry; rail: boolean; depth: number }) {
  const { t } = useTranslation();
  const listLink = useListLink();
  const Icon = entry.icon;
  const title = t(entry.title);
  // A list opens as the user left it (its filters and page); active on any of its pages.
  const link = entry.href
    ? { component: 'a' as const, href: entry.href, target: '_blank', rel: 'noopener noreferrer' }
    : { component: NavLink, to: listLink(entry.to ?? '/') };

  const button = (
    <ListItemButton
      {...link}
      aria-label={rail ? title : undefined}
      sx={{
        minHeight: 44,
        pl: rail ? 2.5 : 2 + depth * 2,
        // primary.dark on the tint keeps the 4.5:1 contrast the main blue would miss.
        '&.active': {
          color: 'primary.dark',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
          boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
          '& .MuiListItemIcon-root': { color: 'primary.dark' },
        },
      }}
    >
      {Icon && (
        <ListItemIcon sx={{ minWidth: rail ? 0 : 40 }}>
          <Icon />
        </ListItemIcon>
      )}
      {!rail && <ListItemText primary={title} />}
      {!rail && entry.href && <OpenInNewOutlined fontSize="small" aria-hidden />}
    </ListItemButton>
  );
  return rail ? (
    <Tooltip title={title} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

// Links in a nav, without list semantics: a ListItemButton is a link, not a list item.
function MenuEntries({ entries, depth = 0 }: { entries: MenuEntry[]; depth?: number }) {
  const { t } = useTranslation();
  return entries.map((entry) =>
    entry.children ? (
      <Box key={entry.key} role="group" aria-label={t(entry.title)}>
        <ListSubheader component="div" sx={{ lineHeight: 2.5 }}>
          {t(entry.title)}
        </ListSubheader>
        <MenuEntries entries={entry.children} depth={depth + 1} />
      </Box>
    ) : (
      <EntryLink key={entry.key} entry={entry} rail={false} depth={depth} />
    ),
  );
}

/**
 * The centre's sidebar (specification §2, §9): 230 px on wide screens, an icon rail when the
 * user closes it; below 992 px a drawer over the page, closed unless opened from the header.
 * In `sidebar` mode it runs the full height with the logo; in `topbar` mode it sits below the
 * header.
 */
export function PortalSidebar({ title, entries, open, mobile, mode, onClose }: PortalSidebarProps) {
  const { t } = useTranslation();
  const rail = !mobile && !open;
  const width = rail ? SIDEBAR_RAIL_WIDTH : SIDEBAR_WIDTH;
  const fullHeight = mobile || mode === 'sidebar';

  const content = (
    <Box component="nav" aria-label={t('shell.sideMenu')} sx={{ overflowX: 'hidden' }}>
      {fullHeight && (
        <Toolbar sx={{ px: rail ? 2 : 2.5 }}>
          <Logo to={paths.home} />
        </Toolbar>
      )}
      {!rail && (
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}
        >
          {t(title)}
        </Typography>
      )}
      <List component="div">
        {rail ? (
          flattenMenu(entries).map((entry) => (
            <EntryLink key={entry.key} entry={entry} rail depth={0} />
          ))
        ) : (
          <MenuEntries entries={entries} />
        )}
      </List>
      {!mobile && !rail && <SidebarModeSwitch />}
    </Box>
  );

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        data-testid="sidebar"
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        {content}
      </Drawer>
    );
  }
  const top = fullHeight ? 0 : HEADER_HEIGHT;
  return (
    <Drawer
      variant="permanent"
      data-testid="sidebar"
      sx={{ width, flex: 'none', transition: 'width 150ms' }}
      slotProps={{
        paper: {
          sx: {
            width,
            position: 'sticky',
            top,
            height: `calc(100vh - ${top}px)`,
            transition: 'width 150ms',
            overflowX: 'hidden',
          },
        },
      }}
    >
      {content}
    </Drawer>
  );
}
