import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

import { ColorSchemeSwitch } from '@/components/color-scheme-switch';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';

/**
 * A page outside the public layout (the face verification's landing page, often opened on a
 * phone): logo and language switch above one centred card.
 */
export function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
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
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 480,
            p: { xs: 3, sm: 4 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            textAlign: 'center',
          }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
