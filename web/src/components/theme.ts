import type { PaginationProps } from '@mui/material/Pagination';
import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';

import type { ColorMode } from '@/lib/color-scheme';

export const PRIMARY_COLOR = '#0B65FF';
/** Below this width the layout is mobile (specification §9). */
export const MOBILE_BREAKPOINT = 992;
export const HEADER_HEIGHT = 64;

// Dark mode: the brand blue is too dark to read on a dark ground (3.5:1), so text and outlines
// take a lighter blue; `dark` stays readable as text (the sidebar's selected item, the skip
// link). The status colours are lighter too: MUI's dark defaults for error and success fall
// under 4.5:1 on a dialog's lighter paper.
const PALETTES: Record<ColorMode, PaletteOptions> = {
  light: {
    mode: 'light',
    primary: { main: PRIMARY_COLOR },
    background: { default: '#F5F7FA' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#6EA8FF', light: '#9CC3FF', dark: '#4D8EFF' },
    error: { main: '#F28B82' },
    warning: { main: '#FDD663' },
    success: { main: '#81C995' },
    info: { main: '#8AB4F8' },
    background: { default: '#0F1218', paper: '#171B22' },
  },
};

type PaginationItemLabel = NonNullable<PaginationProps['getItemAriaLabel']>;

/**
 * The texts MUI's components say themselves, in the app's language. Not `@mui/material/locale`:
 * importing it builds an `Intl.NumberFormat` for each of its 60 languages, about 100 ms on a
 * slow phone before the first paint.
 */
function componentTexts(t: TFunction) {
  const paginationItem: PaginationItemLabel = (type, page, selected) => {
    if (type === 'page') {
      return t(selected ? 'sharedUi.pagination.currentPage' : 'sharedUi.pagination.page', {
        page,
      });
    }
    switch (type) {
      case 'first':
      case 'last':
      case 'next':
      case 'previous':
        return t(`sharedUi.pagination.${type}`);
      default:
        return ''; // ellipses are not buttons
    }
  };
  return {
    MuiBreadcrumbs: { defaultProps: { expandText: t('sharedUi.breadcrumbsExpand') } },
    MuiPagination: {
      defaultProps: {
        'aria-label': t('sharedUi.pagination.label'),
        getItemAriaLabel: paginationItem,
      },
    },
  };
}

/** The app's theme in `mode`, its components speaking the language `t` translates to. */
export function createAppTheme(t: TFunction, mode: ColorMode = 'light'): Theme {
  return createTheme({
    palette: PALETTES[mode],
    // `md` is the desktop threshold, so `up('md')` reads "wide screen" everywhere.
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1280, xl: 1536 } },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none' },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiToolbar: { styleOverrides: { root: { minHeight: HEADER_HEIGHT } } },
      ...componentTexts(t),
    },
  });
}
