import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useAccountView } from '@/features/account/api/get-account-view';
import { AvatarEditor } from '@/features/account/components/avatar-editor';
import { IdentitySummary } from '@/features/account/components/identity-summary';
import { InfoList } from '@/features/account/components/info-list';
import { PageFrame } from '@/features/account/components/page-frame';
import { errorMessage } from '@/features/account/error-message';
import { usePortalSession } from '@/lib/portal-session';
import { paths } from '@/lib/paths';

const ACCOUNT_PAGE = paths.account;

/** Personal information (`/center/crm/user`): avatar, name, contacts, identity on file. */
export default function UserPage() {
  const { t } = useTranslation();
  const { identityKey, claims } = usePortalSession();
  const view = useAccountView(identityKey);

  let profile;
  if (view.isPending) profile = <LoadingState label={t('account.loading')} />;
  else if (view.isError) {
    profile = <ErrorState message={errorMessage(view.error)} onRetry={() => void view.refetch()} />;
  } else {
    const account = view.data;
    const edit = (
      <Button component={RouterLink} to={ACCOUNT_PAGE} size="small" variant="outlined">
        {t('account.user.manage')}
      </Button>
    );
    profile = (
      <Stack spacing={2}>
        <AvatarEditor identityKey={identityKey} account={account} />
        <InfoList
          items={[
            { label: t('account.overview.name'), value: account.userName },
            { label: t('account.overview.mobile'), value: account.mobile, action: edit },
            {
              label: t('account.overview.email'),
              value: account.email ?? t('account.notSet'),
              action: edit,
            },
          ]}
        />
      </Stack>
    );
  }

  return (
    <PageFrame title={t('route.user')}>
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('account.user.profile')}
          </Typography>
          {profile}
        </Paper>
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('account.user.identity')}
          </Typography>
          <IdentitySummary
            identityKey={identityKey}
            compCode={claims.comp ?? ''}
            userCode={claims.sub ?? ''}
          />
        </Paper>
      </Stack>
    </PageFrame>
  );
}
