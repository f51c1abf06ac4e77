import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled group of fields inside a form (a step of a change). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack role="group" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
