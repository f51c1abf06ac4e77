import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { languageOptions } from '@/components/language-options';
import type { CompanyInfo } from '@/features/shell/api/get-company-info';
import { chooseLanguage } from '@/i18n/instance';
import { useLanguage } from '@/i18n/use-language';
import { UserAvatar } from '@/features/shell/components/user-avatar';
import { maskMobile } from '@/lib/format';
import { useListLink } from '@/lib/list-memory';
import { logout } from '@/lib/session';
import { paths } from '@/lib/paths';

const QUICK_LINKS = [
  { to: paths.account, label: 'shell.accountManagement' },
  { to: paths.user, label: 'shell.personalInfo' },
  { to: paths.employeeList, label: 'shell.personnel' },
  { to: paths.companyList, label: 'shell.companyInfo' },
  { to: paths.invitations, label: 'shell.inviteCompanies' },
] as const;

interface AvatarMenuProps {
  info: CompanyInfo | undefined;
  /**
   * Whether the user may open an account-centre page (the sidebar's rule); undefined while
   * the permission list loads.
   */
  allows: ((path: string) => boolean) | undefined;
  /** The menu opens: its links need the permission list. */
  onOpen: () => void;
  /** Offer the languages too: the header has no room for the language button. */
  languages: boolean;
}

/**
 * The avatar menu of specification §2 behind the user's avatar: an administrator tag for the
 * root manager, the user's name and masked mobile, the account-centre quick links the user's
 * roles grant (a list opens as the user left it), on a phone the languages, sign out.
 */
export function AvatarMenu({ info, allows, onOpen, languages }: AvatarMenuProps) {
  const { t } = useTranslation();
  const listLink = useListLink();
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => {
    setAnchor(null);
  };
  const name = info?.userName ?? '';

  return (
    <>
      <IconButton
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="avatar-menu"
        onClick={(event) => {
          onOpen();
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <UserAvatar name={name} />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        // Focus starts on the first link, not on the checked language.
        variant="menu"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': t('shell.userMenu') },
          paper: { sx: { minWidth: 220 } },
        }}
      >
        <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5 }}>
          {info?.rootManager === 1 && (
            <Chip label={t('shell.administrator')} color="primary" size="small" sx={{ mb: 1 }} />
          )}
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {info && (
            <Typography variant="body2" color="text.secondary">
              {t('shell.accountNumber', { mobile: maskMobile(info.mobile) })}
            </Typography>
          )}
        </Box>
        <Divider component="li" role="none" />
        {allows === undefined ? (
          <Box component="li" role="none" sx={{ px: 2, py: 1 }}>
            <CircularProgress size={20} aria-label={t('common.loading')} />
          </Box>
        ) : (
          QUICK_LINKS.filter(({ to }) => allows(to)).map(({ to, label }) => (
            <MenuItem key={to} component={RouterLink} to={listLink(to)} onClick={close}>
              {t(label)}
            </MenuItem>
          ))
        )}
        <Divider component="li" role="none" />
        {languages && [
          <ListSubheader key="label" role="none" sx={{ lineHeight: 2.5 }}>
            {t('language.label')}
          </ListSubheader>,
          ...languageOptions(t, language, (chosen) => {
            close();
            void chooseLanguage(chosen);
          }),
          <Divider key="divider" component="li" role="none" />,
        ]}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
