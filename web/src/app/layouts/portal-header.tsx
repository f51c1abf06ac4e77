import AppsOutlined from '@mui/icons-material/AppsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useAccountCentreAccess } from '@/app/layouts/use-account-centre-access';
import { ColorSchemeSwitch } from '@/components/color-scheme-switch';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import type { CompanyInfo } from '@/features/shell/api/get-company-info';
import { AvatarMenu } from '@/features/shell/components/avatar-menu';
import { CompanySwitcher } from '@/features/shell/components/company-switcher';
import { MessageBell } from '@/features/shell/components/message-bell';
import { RoleSwitcher } from '@/features/shell/components/role-switcher';
import type { Identity } from '@/lib/identity';
import { PRODUCT_CENTRE_PATH } from '@/features/shell/hooks/use-switch-session';
import { paths } from '@/lib/paths';

const HOME_PATH = paths.home;

interface PortalHeaderProps {
  identity: Identity;
  productCode: string;
  info: CompanyInfo | undefined;
  /** The logo sits in the sidebar instead (full-height sidebar mode). */
  showLogo: boolean;
  /** Present when the page has a sidebar: the button opening and closing it. */
  sidebar?: { open: boolean; onToggle: () => void };
  /** Icon-only links, for narrow screens. */
  compact: boolean;
}

/**
 * The signed-in header of specification §2: logo to home, product centre, company and role
 * dropdowns, platform home, the message bell, the avatar menu (and the language switch).
 * On a phone the company and role dropdowns take a row of their own, so that the company's
 * name shows, and the languages move into the avatar menu.
 */
export function PortalHeader(props: PortalHeaderProps) {
  const { identity, productCode, info, showLogo, sidebar, compact } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const access = useAccountCentreAccess(identity.key);

  const link = (to: string, label: string, Icon: typeof HomeOutlined) =>
    compact ? (
      <Tooltip title={label}>
        <IconButton component={RouterLink} to={to} color="inherit" aria-label={label}>
          <Icon />
        </IconButton>
      </Tooltip>
    ) : (
      <Button component={RouterLink} to={to} color="inherit" sx={{ flex: 'none' }}>
        {label}
      </Button>
    );

  const switchers = (
    <>
      <CompanySwitcher identity={identity} companyName={info?.compName} grow={phone} />
      <RoleSwitcher identity={identity} productCode={productCode} roles={info?.compRole ?? []} />
    </>
  );

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, md: 1 }, px: { xs: 1, md: 2 } }}>
        {sidebar && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t(sidebar.open ? 'shell.closeMenu' : 'shell.openMenu')}
            aria-expanded={sidebar.open}
            data-testid="sidebar-toggle"
            onClick={sidebar.onToggle}
          >
            {sidebar.open ? <MenuOpenOutlined /> : <MenuOutlined />}
          </IconButton>
        )}
        {showLogo && (
          <Box
            sx={{
              display: 'flex',
              // Compact, only the mark shows: it keeps its size instead of sliding under the
              // product-centre icon.
              flex: compact ? 'none' : undefined,
              minWidth: 0,
              mr: 1,
              // Narrow screens keep the mark; the name is in the document title.
              '& a > .MuiTypography-root': { display: compact ? 'none' : undefined },
            }}
          >
            <Logo to={HOME_PATH} />
          </Box>
        )}
        {link(PRODUCT_CENTRE_PATH, t('shell.productCentre'), AppsOutlined)}
        <Box sx={{ flexGrow: 1 }} />
        {!phone && switchers}
        {link(HOME_PATH, t('shell.platformHome'), HomeOutlined)}
        <MessageBell identity={identity} compCode={info?.compCode} />
        {!phone && (
          <>
            <LanguageSwitch />
            <ColorSchemeSwitch />
          </>
        )}
        <AvatarMenu info={info} allows={access.allows} onOpen={access.want} languages={phone} />
      </Toolbar>
      {phone && (
        <Toolbar
          data-testid="header-session-row"
          sx={{ minHeight: 44, gap: 0.5, px: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {switchers}
          {/* The languages are in the avatar menu here; the appearance keeps its own button. */}
          <ColorSchemeSwitch />
        </Toolbar>
      )}
    </AppBar>
  );
}
