import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageFrameProps {
  /** The page's one level-1 heading. */
  title: string;
  /** Under the heading: what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A page of the product centre: its heading, then its content. */
export function PageFrame({ title, intro, children }: PageFrameProps) {
  return (
    // The page's width, like the header's: no band left empty on a wide screen.
    <Box component="section" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: intro ? 1 : 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
