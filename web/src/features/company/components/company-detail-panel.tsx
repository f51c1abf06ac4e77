import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useCompanyDetail } from '@/features/company/api/get-company-detail';
import type { MyCompany } from '@/features/company/api/get-my-companies';
import { DetailList } from '@/features/company/components/detail-list';
import { LicencePreview } from '@/features/company/components/licence-preview';
import { useAddress } from '@/features/company/hooks/use-address';
import { CHANGE_ACC_PATH, CHANGE_ACC_VIEW_PATH } from '@/features/company/paths';
import { isAccountAdministrator } from '@/lib/account-administrator';
import { isApiError } from '@/lib/api-error';
import { usePortalSession } from '@/lib/portal-session';

interface CompanyDetailPanelProps {
  company: MyCompany;
}

/** A company's registered details; for the session's company, its change of administrator. */
export function CompanyDetailPanel({ company }: CompanyDetailPanelProps) {
  const { t } = useTranslation();
  const session = usePortalSession();
  const { data, error, isPending, refetch } = useCompanyDetail(
    session.identityKey,
    company.compCode,
  );
  const address = useAddress(data);
  const none = t('company.detail.none');

  if (isPending) return <LoadingState label={t('company.detail.loading')} />;
  if (error) {
    return (
      <ErrorState
        message={isApiError(error) ? error.msg : t('errors.requestFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  const admin = data.adminName
    ? [data.adminName, data.adminMobile].filter(Boolean).join(' · ')
    : none;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="company-detail-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2.5}>
        <Typography id="company-detail-title" variant="h6" component="h2">
          {data.compName}
        </Typography>
        <DetailList
          items={[
            { label: t('company.detail.compCode'), value: data.compCode },
            { label: t('company.detail.creditCode'), value: data.creditCode },
            { label: t('company.detail.legalRep'), value: data.legalRepName ?? none },
            { label: t('company.detail.legalRepId'), value: data.legalRepIdNumber ?? none },
            { label: t('company.detail.address'), value: address || none },
            { label: t('company.detail.admin'), value: admin },
            {
              label: t('company.detail.licence'),
              value: <LicencePreview fileToken={data.licenceFileToken} compName={data.compName} />,
            },
          ]}
        />
        {company.current ? (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {isAccountAdministrator(session) && (
              <Button component={RouterLink} to={CHANGE_ACC_PATH} variant="contained">
                {t('company.actions.changeAcc')}
              </Button>
            )}
            <Button component={RouterLink} to={CHANGE_ACC_VIEW_PATH} variant="outlined">
              {t('company.actions.changeAccView')}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('company.detail.otherCompany')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
