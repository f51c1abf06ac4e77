import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { TFunction } from 'i18next';

import { type Language, SUPPORTED_LANGUAGES } from '@/i18n/languages';

/**
 * The languages as menu items, the current one checked: the language button's menu and, on a
 * phone (whose header has no room for the button), the avatar menu. Items rather than a
 * component, so that the menu sees the selected one and focuses it on opening.
 */
export function languageOptions(
  t: TFunction,
  active: Language,
  onSelect: (language: Language) => void,
) {
  return SUPPORTED_LANGUAGES.map((language) => (
    <MenuItem
      key={language}
      role="menuitemradio"
      aria-checked={language === active}
      selected={language === active}
      lang={language}
      onClick={() => {
        onSelect(language);
      }}
    >
      <ListItemIcon>{language === active && <CheckOutlined fontSize="small" />}</ListItemIcon>
      <ListItemText>{t(`language.${language}`)}</ListItemText>
    </MenuItem>
  ));
}
