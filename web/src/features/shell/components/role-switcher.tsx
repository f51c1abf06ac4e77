import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CompanyRole } from '@/features/shell/api/get-company-info';
import type { Identity } from '@/lib/identity';
import { useSwitchSession } from '@/features/shell/hooks/use-switch-session';
import { ACCOUNT_CENTRE_PRODUCT, roleName } from '@/features/shell/role-names';

interface RoleSwitcherProps {
  identity: Identity;
  productCode: string;
  roles: CompanyRole[];
}

/** The header's enterprise role dropdown: the company's roles in the product worked in. */
export function RoleSwitcher({ identity, productCode, roles }: RoleSwitcherProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { switching, switchRole } = useSwitchSession();
  const inProduct = roles.filter(({ prodCode }) => prodCode === productCode);
  if (productCode === ACCOUNT_CENTRE_PRODUCT || inProduct.length === 0) return null;

  const current = inProduct.find(({ compBizCode }) => compBizCode === identity.claims.biz);
  const label = current ? roleName(t, current.compRole) : t('shell.role');

  return (
    <>
      <Button
        color="inherit"
        startIcon={<BadgeOutlined />}
        endIcon={<ExpandMoreOutlined />}
        aria-label={`${t('shell.switchRole')}: ${label}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={switching}
        data-testid="role-switcher"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, flex: 'none' }}
      >
        {label}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        slotProps={{ list: { 'aria-label': t('shell.switchRole') } }}
      >
        {inProduct.map((role) => {
          const selected = role.compBizCode === current?.compBizCode;
          return (
            <MenuItem
              key={role.compBizCode}
              selected={selected}
              onClick={() => {
                setAnchor(null);
                if (!selected) void switchRole(role, productCode);
              }}
            >
              <ListItemIcon>{selected && <CheckOutlined fontSize="small" />}</ListItemIcon>
              <ListItemText>{roleName(t, role.compRole)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
