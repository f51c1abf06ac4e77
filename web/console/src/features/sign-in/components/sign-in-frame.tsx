import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { ColorSchemeSwitch } from '@/components/color-scheme-switch';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { mainContentProps } from '@/components/main-content';
import { SkipLink } from '@/components/skip-link';

interface SignInFrameProps {
  /** The step's heading (the page's `h1`). */
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The sign-in steps' frame: logo and language above one centred card. */
export function SignInFrame({ title, subtitle, children }: SignInFrameProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      <Box component="header">
        <Container>
          <Toolbar disableGutters sx={{ gap: 2, justifyContent: 'space-between' }}>
            <Logo to="/sign-in" />
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
            maxWidth: 480,
            p: { xs: 3, sm: 4 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
          }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Paper>
      </Box>
    </Box>
  );
}
