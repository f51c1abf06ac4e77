import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

import { COLOR_SCHEME_CHOICES, type ColorSchemeChoice } from '@/lib/color-scheme';

interface ColorSchemeMenuProps {
  anchor: HTMLElement | null;
  active: ColorSchemeChoice;
  onSelect: (choice: ColorSchemeChoice) => void;
  onClose: () => void;
}

/** The colour schemes to choose from, under their button (`ColorSchemeSwitch`). */
export default function ColorSchemeMenu({
  anchor,
  active,
  onSelect,
  onClose,
}: ColorSchemeMenuProps) {
  const { t } = useTranslation();

  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {COLOR_SCHEME_CHOICES.map((choice) => (
        <MenuItem
          key={choice}
          role="menuitemradio"
          aria-checked={choice === active}
          selected={choice === active}
          onClick={() => {
            onSelect(choice);
          }}
        >
          <ListItemIcon>{choice === active && <CheckOutlined fontSize="small" />}</ListItemIcon>
          <ListItemText>{t(`colorScheme.${choice}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
