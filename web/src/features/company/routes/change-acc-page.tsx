import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadingState } from '@/components/loading-state';
import { useChangeAccHistory } from '@/features/company/api/get-change-acc-history';
import { ChangeAccForm } from '@/features/company/components/change-acc-form';
import { CHANGE_ACC_VIEW_PATH, COMPANY_LIST_PATH } from '@/features/company/paths';
import { isAccountAdministrator } from '@/lib/account-administrator';
import { usePortalSession } from '@/lib/portal-session';

/** The change-of-administrator application (`company/changeAcc`) of the session's company. */
export default function ChangeAccPage() {
  const { t } = useTranslation();
  const session = usePortalSession();
  const administrator = isAccountAdministrator(session);
  // One pending application per company: say so before the form, not after it.
  const history = useChangeAccHistory(session.identityKey);
  const pending = history.data?.some(({ status }) => status === 'pending') ?? false;

  let content;
  if (!administrator) {
    content = <Alert severity="info">{t('company.changeAcc.onlyAdministrator')}</Alert>;
  } else if (history.isPending) {
    content = <LoadingState label={t('company.changeAccView.loading')} />;
  } else if (pending) {
    content = (
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={CHANGE_ACC_VIEW_PATH}
            variant="outlined"
            color="inherit"
            size="small"
          >
            {t('company.changeAcc.viewProgress')}
          </Button>
        }
      >
        {t('company.changeAcc.pending')}
      </Alert>
    );
  } else {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ChangeAccForm />
      </Paper>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
        <Box>
          <Button
            component={RouterLink}
            to={COMPANY_LIST_PATH}
            startIcon={<ArrowBackOutlined />}
            sx={{ mb: 1 }}
          >
            {t('company.changeAcc.back')}
          </Button>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('route.changeAcc')}
          </Typography>
          <Typography color="text.secondary">
            {t('company.changeAcc.intro', { company: session.company.compName })}
          </Typography>
        </Box>
        {content}
      </Stack>
    </Box>
  );
}
