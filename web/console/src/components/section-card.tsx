import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** A button or two at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of a screen, under its `h2`. */
export function SectionCard({ title, intro, action, children }: SectionCardProps) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {intro && (
            <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {intro}
            </Typography>
          )}
        </div>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
