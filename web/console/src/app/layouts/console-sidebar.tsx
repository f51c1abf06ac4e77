import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import type { MenuEntry } from '@console/app/routes/menu';
import { Logo } from '@/components/logo';

export const SIDEBAR_WIDTH = 232;

function EntryLink({
  entry,
  depth,
  onNavigate,
}: {
  entry: MenuEntry;
  depth: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <ListItemButton
      component={NavLink}
      to={entry.to}
      onClick={onNavigate}
      sx={{
        minHeight: 44,
        pl: 2 + depth * 2,
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
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
      )}
      <ListItemText primary={t(entry.title)} />
    </ListItemButton>
  );
}

function Entries({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  return entries.map((entry) =>
    entry.children ? (
      <Box key={entry.to} role="group" aria-label={t(entry.title)}>
        <ListSubheader
          component="div"
          sx={{ lineHeight: 2.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
        >
          {entry.icon && <entry.icon fontSize="small" />}
          {t(entry.title)}
        </ListSubheader>
        {entry.children.map((child) => (
          <EntryLink key={child.to} entry={child} depth={1} onNavigate={onNavigate} />
        ))}
      </Box>
    ) : (
      <EntryLink key={entry.to} entry={entry} depth={0} onNavigate={onNavigate} />
    ),
  );
}

interface ConsoleSidebarProps {
  entries: MenuEntry[];
  /** Below the desktop width: a drawer over the page, open only when asked. */
  mobile: boolean;
  open: boolean;
  onClose: () => void;
}

/** The menu of the screens the operator's roles open: fixed at the left, a drawer on a phone. */
export function ConsoleSidebar({ entries, mobile, open, onClose }: ConsoleSidebarProps) {
  const { t } = useTranslation();
  const content = (
    <Box component="nav" aria-label={t('shell.navigation')} sx={{ overflowX: 'hidden' }}>
      <Toolbar sx={{ px: 2.5 }}>
        <Logo to="/" />
      </Toolbar>
      <Box sx={{ py: 1 }}>
        <Entries entries={entries} onNavigate={mobile ? onClose : () => undefined} />
      </Box>
    </Box>
  );

  return (
    <Drawer
      variant={mobile ? 'temporary' : 'permanent'}
      open={mobile ? open : true}
      onClose={onClose}
      sx={{
        width: mobile ? undefined : SIDEBAR_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {content}
    </Drawer>
  );
}
