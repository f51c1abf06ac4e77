import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

import type { NavLinkItem } from '@/app/layouts/public-nav-links';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';

const SIGNED_IN_LINKS: NavLinkItem[] = [
  { to: '/center/product', label: 'route.productCenter' },
  { to: '/center/crm', label: 'route.accountCenter' },
  { to: '/msg', label: 'route.messageCenter' },
];

/**
 * The signed-in shell (product, account and message centres). The full top header and the
 * centre sidebars of specification §2 come with those screens.
 */
export default function PortalLayout() {
  const { t } = useTranslation();

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Logo to="/index/index" />
          <Box component="nav" sx={{ display: 'flex', gap: 0.5, flexGrow: 1, overflowX: 'auto' }}>
            {SIGNED_IN_LINKS.map(({ to, label }) => (
              <Button
                key={to}
                component={NavLink}
                to={to}
                color="inherit"
                sx={{ flex: 'none', '&.active': { color: 'primary.main', fontWeight: 600 } }}
              >
                {t(label)}
              </Button>
            ))}
          </Box>
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
