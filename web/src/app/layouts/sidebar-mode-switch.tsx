import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { setSidebarMode, useClientState } from '@/lib/client-state';

/** Topbar (the default) or a full-height sidebar; kept in a cookie (specification §3, §9). */
export function SidebarModeSwitch() {
  const { t } = useTranslation();
  const { sidebarMode } = useClientState();

  return (
    <Box sx={{ px: 2, py: 2 }}>
      <Typography id="sidebar-mode-label" variant="caption" color="text.secondary">
        {t('shell.layoutMode')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={sidebarMode}
        aria-labelledby="sidebar-mode-label"
        onChange={(_, mode: unknown) => {
          if (mode === 'topbar' || mode === 'sidebar') setSidebarMode(mode);
        }}
        sx={{ mt: 0.5 }}
      >
        <ToggleButton value="topbar">{t('shell.modeTopbar')}</ToggleButton>
        <ToggleButton value="sidebar">{t('shell.modeSidebar')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
