import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';

import type { Language } from '@/i18n/languages';

export const PRIMARY_COLOR = '#0B65FF';
/** Below this width the layout is mobile (specification §9). */
export const MOBILE_BREAKPOINT = 992;
export const HEADER_HEIGHT = 64;

const componentLocales = { 'zh-CN': zhCN, en: enUS } as const;

export function createAppTheme(language: Language): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: PRIMARY_COLOR },
        background: { default: '#F5F7FA' },
      },
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
      },
    },
    componentLocales[language],
  );
}
