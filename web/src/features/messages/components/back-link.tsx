import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The way back to the list a detail page was opened from (its page and filters kept). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackOutlined />}
      size="small"
      sx={{ mb: 1, ml: -1 }}
    >
      {label}
    </Button>
  );
}
