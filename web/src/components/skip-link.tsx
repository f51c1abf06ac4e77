import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { MAIN_CONTENT_ID } from '@/components/main-content';

// Focus is moved by hand: following the fragment would add `#main-content` to the address and
// a history entry, which the router reads as a navigation.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (main === null) return;
  event.preventDefault();
  main.focus();
}

/**
 * 'Skip to main content': the first stop of the Tab key on every page with a header, out of
 * sight until it has focus; Enter moves focus to the main region, past header and menus.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
