import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useAccountView } from '@/features/account/api/get-account-view';
import { ChangeEmailDialog } from '@/features/account/components/change-email-dialog';
import { ChangeMobileDialog } from '@/features/account/components/change-mobile-dialog';
import { ChangePasswordDialog } from '@/features/account/components/change-password-dialog';
import { InfoList } from '@/features/account/components/info-list';
import { errorMessage } from '@/features/account/error-message';
import { formatDateTime } from '@/lib/format';

type Change = 'password' | 'mobile' | 'email';

/** Name, mobile, e-mail, password and the previous sign-in, each change in its dialog. */
export function AccountOverview({ identityKey }: { identityKey: string }) {
  const { t } = useTranslation();
  const view = useAccountView(identityKey);
  const [change, setChange] = useState<Change>();
  const close = () => {
    setChange(undefined);
  };

  if (view.isPending) return <LoadingState label={t('account.loading')} />;
  if (view.isError) {
    return <ErrorState message={errorMessage(view.error)} onRetry={() => void view.refetch()} />;
  }
  const account = view.data;
  const button = (kind: Change, label: string) => (
    <Button
      size="small"
      variant="outlined"
      onClick={() => {
        setChange(kind);
      }}
    >
      {label}
    </Button>
  );
  const lastSignIn = account.lastSignInAt
    ? t('account.overview.lastSignInValue', {
        at: formatDateTime(account.lastSignInAt),
        ip: account.lastSignInIp ?? '',
      })
    : t('account.overview.firstSignIn');

  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, md: 3 }, py: 1 }}>
      <InfoList
        items={[
          { label: t('account.overview.name'), value: account.userName },
          {
            label: t('account.overview.mobile'),
            value: account.mobile,
            action: button('mobile', t('account.overview.changeMobile')),
          },
          {
            label: t('account.overview.email'),
            value: account.email ?? (
              <Typography component="span" color="text.secondary">
                {t('account.notSet')}
              </Typography>
            ),
            action: button(
              'email',
              t(account.email ? 'account.overview.changeEmail' : 'account.overview.bindEmail'),
            ),
          },
          {
            label: t('account.overview.password'),
            value: (
              <Typography component="span" color="text.secondary">
                {t('account.overview.passwordHint')}
              </Typography>
            ),
            action: button('password', t('account.overview.changePassword')),
          },
          { label: t('account.overview.lastSignIn'), value: lastSignIn },
        ]}
      />
      {change === 'password' && <ChangePasswordDialog onClose={close} />}
      {change === 'mobile' && (
        <ChangeMobileDialog
          identityKey={identityKey}
          currentMobile={account.mobile}
          onClose={close}
        />
      )}
      {change === 'email' && (
        <ChangeEmailDialog identityKey={identityKey} currentEmail={account.email} onClose={close} />
      )}
    </Paper>
  );
}
