import CheckOutlined from '@mui/icons-material/CheckOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { chooseLanguage } from '@/i18n/instance';
import { type Language, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = useLanguage();

  const select = (language: Language) => {
    setAnchor(null);
    void chooseLanguage(language);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateOutlined />}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {t(`language.${active}`)}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={language === active}
            lang={language}
            onClick={() => {
              select(language);
            }}
          >
            <ListItemIcon>{language === active && <CheckOutlined fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`language.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
