import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { ResetStepper } from '@/features/reset-password/components/reset-stepper';
import { isStep } from '@/features/reset-password/wizard-steps';

/** /index/resetpwd/*: the heading and the stepper around the step the address names. */
export default function ResetLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean).at(-1);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('route.resetPassword')}
      </Typography>
      <ResetStepper active={isStep(segment) ? segment : 'account'} />
      <Paper variant="outlined" sx={{ mt: 4, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Outlet />
      </Paper>
    </Container>
  );
}
