import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

interface StepTitleProps {
  title: string;
  description?: string;
}

/**
 * A step's heading (under the wizard's h1). It takes the focus when shown, so a screen reader
 * announces the new step after a step's submit moved the wizard on.
 */
export function StepTitle({ title, description }: StepTitleProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <div>
      <Typography
        ref={ref}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}
    </div>
  );
}
