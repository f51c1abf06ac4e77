import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';

import { PUBLIC_NAV_LINKS, REGISTER_PATH, SIGN_IN_PATH } from '@/app/layouts/public-nav-links';
import { SignedInButton } from '@/app/layouts/signed-in-button';
import type { Visitor } from '@/lib/client-state';

interface PublicNavDrawerProps {
  visitor: Visitor;
  open: boolean;
  onClose: () => void;
}

/** The header's links on narrow screens. */
export function PublicNavDrawer({ visitor, open, onClose }: PublicNavDrawerProps) {
  const { t } = useTranslation();

  return (
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ display: { md: 'none' } }}>
      <List component="nav" aria-label={t('nav.menu')} sx={{ width: 260 }}>
        {PUBLIC_NAV_LINKS.map(({ to, label }) => (
          <ListItemButton
            key={to}
            component={NavLink}
            to={to}
            onClick={onClose}
            sx={{ '&.active': { color: 'primary.main' } }}
          >
            <ListItemText primary={t(label)} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Stack spacing={1} sx={{ p: 2 }}>
        {visitor !== 'guest' ? (
          <SignedInButton registrant={visitor === 'registrant'} onClick={onClose} />
        ) : (
          <>
            <Button component={RouterLink} to={SIGN_IN_PATH} variant="outlined" onClick={onClose}>
              {t('nav.signIn')}
            </Button>
            <Button component={RouterLink} to={REGISTER_PATH} variant="contained" onClick={onClose}>
              {t('nav.register')}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
