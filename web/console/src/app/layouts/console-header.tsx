import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { RoleChips } from '@console/components/role-chips';
import type { Operator } from '@console/lib/operator';
import { signOut } from '@console/lib/session';
import { ColorSchemeSwitch } from '@/components/color-scheme-switch';
import { LanguageSwitch } from '@/components/language-switch';
import { visuallyHidden } from '@/components/visually-hidden';

interface ConsoleHeaderProps {
  operator: Operator;
  /** On a phone: the button opening the menu drawer. */
  onOpenMenu?: () => void;
}

/** The header: the menu button (phone), the language, and who is signed in with what roles. */
export function ConsoleHeader({ operator, onOpenMenu }: ConsoleHeaderProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const roles = operator.roles.map((role) => t(`roles.${role}`)).join('、');

  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1, md: 3 } }}>
        {onOpenMenu && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('shell.openMenu')}
            onClick={onOpenMenu}
          >
            <MenuOutlined />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        <ColorSchemeSwitch />
        <Button
          color="inherit"
          startIcon={<PersonOutlined />}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
          sx={{ maxWidth: { xs: 160, md: 'none' } }}
        >
          {/* Named by what it shows (WCAG 2.5.3), 'account menu' before it for screen readers. */}
          <Box component="span" sx={visuallyHidden}>
            {`${t('shell.accountMenu')}: `}
          </Box>
          <Typography component="span" noWrap sx={{ fontWeight: 600 }}>
            {operator.name}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ ml: 1, display: { xs: 'none', md: 'inline' } }}
          >
            {roles}
          </Typography>
        </Button>
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => {
            setAnchor(null);
          }}
        >
          <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
            <Typography sx={{ fontWeight: 600 }}>{operator.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {operator.code}
            </Typography>
            <RoleChips roles={operator.roles} />
          </Box>
          <Divider />
          <MenuItem
            component={RouterLink}
            to="/account"
            onClick={() => {
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <PersonOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.myAccount')}</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void signOut();
            }}
          >
            <ListItemIcon>
              <LogoutOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.signOut')}</ListItemText>
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
