import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

function LogoMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: 32, height: 32, flex: 'none' }}
    >
      <rect width="32" height="32" rx="7" fill="#0B65FF" />
      <path
        d="M8 20.5 14 14l4 4 6-7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}

interface LogoProps {
  /** Where a click on the logo goes. */
  to: string;
}

export function Logo({ to }: LogoProps) {
  const { t } = useTranslation();

  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      aria-label={t('app.name')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}
    >
      <LogoMark />
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
        {t('app.shortName')}
      </Typography>
    </Link>
  );
}
