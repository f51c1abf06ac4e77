import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useMyCompanies } from '@/features/company/api/get-my-companies';
import { CompanyDetailPanel } from '@/features/company/components/company-detail-panel';
import { CompanyPicker } from '@/features/company/components/company-picker';
import { useAccountDicts } from '@/lib/account-dicts';
import { isApiError } from '@/lib/api-error';
import { usePortalSession } from '@/lib/portal-session';

/** Company information: the user's companies, and the chosen one's details (`?comp=` in the URL). */
export default function CompanyListPage() {
  const { t } = useTranslation();
  const session = usePortalSession();
  const [params, setParams] = useSearchParams();
  const { data, error, isPending, refetch } = useMyCompanies(session.identityKey);
  const dicts = useAccountDicts();
  const wanted = params.get('comp') ?? session.company.compCode;
  const selected =
    data?.find(({ compCode }) => compCode === wanted) ??
    data?.find(({ current }) => current) ??
    data?.[0];

  let content;
  if (isPending) content = <LoadingState label={t('company.list.loading')} />;
  else if (error) {
    content = (
      <ErrorState
        message={isApiError(error) ? error.msg : t('errors.requestFailed')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!selected) {
    content = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t('company.list.empty')}
      </Typography>
    );
  } else {
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 320px) 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 1 }}>
          <CompanyPicker
            companies={data}
            selected={selected.compCode}
            compRoles={dicts.data?.compRole}
            onSelect={(compCode) => {
              setParams(compCode === session.company.compCode ? {} : { comp: compCode });
            }}
          />
        </Paper>
        <CompanyDetailPanel key={selected.compCode} company={selected} />
      </Box>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('route.company')}
          </Typography>
          <Typography color="text.secondary">{t('company.intro')}</Typography>
        </Box>
        {content}
      </Stack>
    </Box>
  );
}
