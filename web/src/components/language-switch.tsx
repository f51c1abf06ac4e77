import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { chooseLanguage } from '@/i18n/instance';
import type { Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';

// Loaded on the first click: MUI's menu (popover, focus handling) is about 8 KB gzip of every
// public page's first load, for a menu few visitors open.
const LanguageMenu = lazy(() => import('@/components/language-menu'));

export function LanguageSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const active = useLanguage();
  const shown = t(`language.${active}`);

  const select = (language: Language) => {
    setAnchor(null);
    void chooseLanguage(language);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateOutlined />}
        // The accessible name contains the visible text (WCAG 2.5.3, Label in Name).
        aria-label={t('language.button', { language: shown })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {shown}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            active={active}
            onSelect={select}
            onClose={() => {
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
