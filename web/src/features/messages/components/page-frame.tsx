import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageFrameProps {
  /** The page's one level-1 heading. */
  title: string;
  /** Above the heading (a way back). */
  before?: ReactNode;
  children: ReactNode;
}

/** A page of the message centre: its heading, then its content. */
export function PageFrame({ title, before, children }: PageFrameProps) {
  return (
    <Box component="section" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1080 }}>
      {before}
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
