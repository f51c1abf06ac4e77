import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompanies } from '@/features/shell/api/get-companies';
import type { Identity } from '@/lib/identity';
import { useSwitchSession } from '@/features/shell/hooks/use-switch-session';

interface CompanySwitcherProps {
  identity: Identity;
  /** The session's company name from company info, shown until the list has loaded. */
  companyName: string | undefined;
  /** Takes the room its row leaves (a phone's header row of its own), the name truncated. */
  grow?: boolean;
}

/** The header's company dropdown (specification §2): every company the user can work in. */
export function CompanySwitcher({ identity, companyName, grow = false }: CompanySwitcherProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: companies = [] } = useCompanies(identity.key);
  const { switching, switchCompany } = useSwitchSession();
  const current = companies.find(({ employeeCode }) => employeeCode === identity.claims.emp);
  const label = current?.compName ?? companyName ?? t('shell.company');

  return (
    <>
      <Button
        color="inherit"
        startIcon={<ApartmentOutlined />}
        endIcon={<ExpandMoreOutlined />}
        aria-label={`${t('shell.switchCompany')}: ${label}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={switching}
        data-testid="company-switcher"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={
          grow
            ? { minWidth: 0, flex: '0 1 auto', justifyContent: 'flex-start' }
            : { minWidth: 0, maxWidth: { xs: 140, sm: 220, lg: 300 } }
        }
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </span>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        slotProps={{ list: { 'aria-label': t('shell.switchCompany') } }}
      >
        {companies.map((company) => {
          const selected = company.employeeCode === current?.employeeCode;
          return (
            <MenuItem
              key={company.employeeCode}
              selected={selected}
              onClick={() => {
                setAnchor(null);
                if (!selected) void switchCompany(company.employeeCode);
              }}
            >
              <ListItemIcon>{selected && <CheckOutlined fontSize="small" />}</ListItemIcon>
              <ListItemText>{company.compName}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
