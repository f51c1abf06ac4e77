import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@console/components/page-header';
import { useProfile } from '@console/features/account/api/get-profile';
import { ApiTokensCard } from '@console/features/account/components/api-tokens-card';
import { ChangePasswordCard } from '@console/features/account/components/change-password-card';
import { ProfileCard } from '@console/features/account/components/profile-card';
import { RecoveryCodesCard } from '@console/features/account/components/recovery-codes-card';
import { errorMessage } from '@console/lib/error-message';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';

/** The operator's own account: profile, password, recovery codes, personal API tokens. */
export default function AccountPage() {
  const { t } = useTranslation();
  const profile = useProfile();

  let body;
  if (profile.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (profile.isError) {
    body = (
      <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
    );
  } else {
    const via = profile.data.via;
    body = (
      <Stack spacing={3}>
        <ProfileCard profile={profile.data} />
        {/* What changes credentials is the console's alone: an API-token session may not. */}
        {via === 'console' && <ChangePasswordCard username={profile.data.username} />}
        {via === 'console' && <RecoveryCodesCard />}
        <ApiTokensCard roles={profile.data.roles} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('route.account')} />
      {body}
    </>
  );
}
