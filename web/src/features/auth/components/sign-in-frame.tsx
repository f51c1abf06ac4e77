import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

import { ColorSchemeSwitch } from '@/components/color-scheme-switch';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { mainContentProps } from '@/components/main-content';
import { SkipLink } from '@/components/skip-link';
import { paths } from '@/lib/paths';

/** The login screens' frame: logo (→ home) and language switch above one centred card. */
export function SignInFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={[
        {
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          background: 'linear-gradient(160deg, #EAF2FF 0%, #F7F9FC 55%, #FFFFFF 100%)',
        },
        (theme) =>
          theme.applyStyles('dark', {
            background: 'linear-gradient(160deg, #15243D 0%, #11151C 55%, #0F1218 100%)',
          }),
      ]}
    >
      <SkipLink />
      <Box component="header">
        <Container>
          <Toolbar disableGutters sx={{ gap: 2, justifyContent: 'space-between' }}>
            <Logo to={paths.home} />
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <LanguageSwitch />
              <ColorSchemeSwitch />
            </Box>
          </Toolbar>
        </Container>
      </Box>
      <Box
        component="main"
        {...mainContentProps}
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 440,
            p: { xs: 3, sm: 4 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
          }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
