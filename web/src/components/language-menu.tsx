import Menu from '@mui/material/Menu';
import { useTranslation } from 'react-i18next';

import { languageOptions } from '@/components/language-options';
import type { Language } from '@/i18n/languages';

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
      {languageOptions(t, active, onSelect)}
    </Menu>
  );
}
