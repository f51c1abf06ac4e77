import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page of the account centre: its heading (the route's title), then its content. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1080 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
