import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useChangeAccHistory } from '@/features/company/api/get-change-acc-history';
import { ApplicationCard } from '@/features/company/components/application-card';
import { CHANGE_ACC_PATH, COMPANY_LIST_PATH } from '@/features/company/paths';
import { isAccountAdministrator } from '@/lib/account-administrator';
import { isApiError } from '@/lib/api-error';
import { usePortalSession } from '@/lib/portal-session';

/** Progress and history of the company's change-of-administrator applications. */
export default function ChangeAccViewPage() {
  const { t } = useTranslation();
  const session = usePortalSession();
  const { data, error, isPending, refetch } = useChangeAccHistory(session.identityKey);
  const canApply =
    isAccountAdministrator(session) && data?.every(({ status }) => status !== 'pending');

  let content;
  if (isPending) content = <LoadingState label={t('company.changeAccView.loading')} />;
  else if (error) {
    content = (
      <ErrorState
        message={isApiError(error) ? error.msg : t('errors.requestFailed')}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t('company.changeAccView.empty')}
      </Typography>
    );
  } else {
    content = data.map((application) => (
      <ApplicationCard key={application.applicationId} application={application} />
    ));
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
        <Box>
          <Button
            component={RouterLink}
            to={COMPANY_LIST_PATH}
            startIcon={<ArrowBackOutlined />}
            sx={{ mb: 1 }}
          >
            {t('company.changeAccView.back')}
          </Button>
          <Stack
            direction="row"
            useFlexGap
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="h5" component="h1">
              {t('route.changeAccView')}
            </Typography>
            {canApply && (
              <Button component={RouterLink} to={CHANGE_ACC_PATH} variant="contained">
                {t('company.changeAccView.apply')}
              </Button>
            )}
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('company.changeAccView.intro', { company: session.company.compName })}
          </Typography>
        </Box>
        {content}
      </Stack>
    </Box>
  );
}
