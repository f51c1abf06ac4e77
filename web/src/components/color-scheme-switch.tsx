import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  type ColorSchemeChoice,
  chooseColorScheme,
  useColorSchemeChoice,
} from '@/lib/color-scheme';

// Loaded on the first click, as the language menu is: MUI's menu is not in the first load.
const ColorSchemeMenu = lazy(() => import('@/components/color-scheme-menu'));

const COLOR_SCHEME_ICONS = {
  system: SettingsBrightnessOutlined,
  light: LightModeOutlined,
  dark: DarkModeOutlined,
} as const;

/** Light, dark or the system's: an icon button (the current choice's icon) and its menu. */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const choice = useColorSchemeChoice();
  const Icon = COLOR_SCHEME_ICONS[choice];
  const label = t('colorScheme.label');

  const select = (next: ColorSchemeChoice) => {
    setAnchor(null);
    chooseColorScheme(next);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={`${label}: ${t(`colorScheme.${choice}`)}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Icon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ColorSchemeMenu
            anchor={anchor}
            active={choice}
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
