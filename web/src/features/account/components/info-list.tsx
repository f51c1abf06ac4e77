import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** A button or link beside the value (change, bind). */
  action?: ReactNode;
}

/** Label and value pairs as a description list; the label above the value on narrow screens. */
export function InfoList({ items }: { items: InfoItem[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {items.map(({ label, value, action }) => (
        <Box
          key={label}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Box
            component="dd"
            sx={{ m: 0, minWidth: 0, display: 'flex', alignItems: 'center', gap: 2 }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Box>
            {action}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
