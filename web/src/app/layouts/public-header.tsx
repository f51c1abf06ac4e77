import MenuOutlined from '@mui/icons-material/MenuOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';

import { PUBLIC_NAV_LINKS, REGISTER_PATH, SIGN_IN_PATH } from '@/app/layouts/public-nav-links';
import { SignedInButton } from '@/app/layouts/signed-in-button';
import { ColorSchemeSwitch } from '@/components/color-scheme-switch';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { useVisitor } from '@/lib/client-state';
import { paths } from '@/lib/paths';

// The drawer is for narrow screens only, and only once opened: not on every first load.
const PublicNavDrawer = lazy(() =>
  import('@/app/layouts/public-nav-drawer').then(({ PublicNavDrawer: Drawer }) => ({
    default: Drawer,
  })),
);

const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;

export function PublicHeader() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const visitor = useVisitor();

  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container>
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Logo to={paths.home} />
          <Box component="nav" aria-label={t('nav.menu')} sx={{ ...desktopOnly, gap: 0.5, ml: 3 }}>
            {PUBLIC_NAV_LINKS.map(({ to, label }) => (
              <Button
                key={to}
                component={NavLink}
                to={to}
                color="inherit"
                sx={{
                  minWidth: 'auto',
                  px: 1.5,
                  '&.active': { color: 'primary.main', fontWeight: 600 },
                }}
              >
                {t(label)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          <ColorSchemeSwitch />
          <Box sx={{ ...desktopOnly, gap: 1 }}>
            {visitor !== 'guest' ? (
              <SignedInButton registrant={visitor === 'registrant'} />
            ) : (
              <>
                <Button component={RouterLink} to={SIGN_IN_PATH} variant="outlined">
                  {t('nav.signIn')}
                </Button>
                <Button
                  component={RouterLink}
                  to={REGISTER_PATH}
                  variant="contained"
                  disableElevation
                >
                  {t('nav.register')}
                </Button>
              </>
            )}
          </Box>
          <IconButton
            edge="end"
            aria-label={t('nav.menu')}
            sx={{ display: { md: 'none' } }}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <MenuOutlined />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <PublicNavDrawer
            visitor={visitor}
            open={drawerOpen}
            onClose={() => {
              setDrawerOpen(false);
            }}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
