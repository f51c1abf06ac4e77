import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The thin bar at the top while a navigation loads (specification §2's progress bar). Plain CSS
 * rather than MUI's LinearProgress: it is on every page's first load, and this costs nothing.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="navigation-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'primary.light',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none' } },
      }}
    />
  );
}
