import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

interface StepHeadingProps {
  title: string;
  description?: string;
  /** Move the focus here when shown (a new step replaced the form). */
  focus?: boolean;
}

export function StepHeading({ title, description, focus = false }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);

  return (
    <>
      <Typography
        ref={ref}
        tabIndex={-1}
        variant="h5"
        component="h1"
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}
    </>
  );
}
