import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

import { type Language, SUPPORTED_LANGUAGES } from '@/i18n/languages';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  active: Language;
  onSelect: (language: Language) => void;
  onClose: () => void;
}

/** The languages to choose from, under the language button (`LanguageSwitch`). */
export default function LanguageMenu({ anchor, active, onSelect, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();

  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          selected={language === active}
          lang={language}
          onClick={() => {
            onSelect(language);
          }}
        >
          <ListItemIcon>{language === active && <CheckOutlined fontSize="small" />}</ListItemIcon>
          <ListItemText>{t(`language.${language}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
