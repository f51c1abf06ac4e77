import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { useIdentityRecord } from '@/features/account/api/get-identity';
import { InfoList } from '@/features/account/components/info-list';
import { errorMessage } from '@/features/account/error-message';
import { formatDateTime } from '@/lib/format';

const METHODS = ['face', 'bankCard', 'operator'] as const;
type Method = (typeof METHODS)[number];
const isMethod = (value: string): value is Method => (METHODS as readonly string[]).includes(value);

interface IdentitySummaryProps {
  identityKey: string;
  compCode: string;
  userCode: string;
}

/** The user's real-name verification in this company, the ID number masked; or 'not verified'. */
export function IdentitySummary({ identityKey, compCode, userCode }: IdentitySummaryProps) {
  const { t } = useTranslation();
  const record = useIdentityRecord(identityKey, compCode, userCode);

  if (record.isPending) return <LoadingState label={t('account.user.identityLoading')} />;
  if (record.isError) {
    return (
      <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />
    );
  }
  if (record.data === null) {
    return (
      <InfoList
        items={[
          {
            label: t('account.user.identityStatus'),
            value: (
              <Typography component="span" color="text.secondary">
                {t('account.user.notVerified')}
              </Typography>
            ),
          },
        ]}
      />
    );
  }
  const { name, idNumber, method, passedAt } = record.data;
  return (
    <InfoList
      items={[
        { label: t('account.user.identityStatus'), value: t('account.user.verified') },
        { label: t('account.user.realName'), value: name },
        { label: t('account.user.idNumber'), value: idNumber ?? t('account.notSet') },
        {
          label: t('account.user.method'),
          value: isMethod(method) ? t(`account.user.methods.${method}`) : method,
        },
        { label: t('account.user.verifiedAt'), value: formatDateTime(passedAt) },
      ]}
    />
  );
}
