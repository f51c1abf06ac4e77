import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

import { PublicFooter } from '@/app/layouts/public-footer';
import { PublicHeader } from '@/app/layouts/public-header';
import { mainContentProps } from '@/components/main-content';
import { SkipLink } from '@/components/skip-link';

/** The public portal: home, products, news, help, about, registration, password reset. */
export default function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <PublicHeader />
      <Box component="main" {...mainContentProps} sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
