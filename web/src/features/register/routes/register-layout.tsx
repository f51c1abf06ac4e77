import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { RegisterStepper } from '@/features/register/components/register-stepper';
import { isStep } from '@/features/register/wizard-steps';

/** /index/register/*: the heading and the stepper around the step the address names. */
export default function RegisterLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean).at(-1);
  const active = isStep(segment) ? segment : 'account';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('route.register')}
      </Typography>
      <RegisterStepper active={active} />
      <Paper variant="outlined" sx={{ mt: 4, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Outlet />
      </Paper>
    </Container>
  );
}
