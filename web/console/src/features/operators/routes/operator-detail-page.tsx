import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { FieldList } from '@console/components/field-list';
import { PageHeader } from '@console/components/page-header';
import { RoleChips } from '@console/components/role-chips';
import { SectionCard } from '@console/components/section-card';
import { StatusChip } from '@console/components/status-chip';
import { useOperator } from '@console/features/operators/api/get-operator';
import { OperatorActions } from '@console/features/operators/components/operator-actions';
import { RecentSignIns } from '@console/features/operators/components/recent-sign-ins';
import { SessionTable } from '@console/features/operators/components/session-table';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny, useOperator as useSignedInOperator } from '@console/lib/operator';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { formatDateTime } from '@/lib/format';

/** One operator: account, recent sign-ins, live sessions, and the administrator's actions. */
export default function OperatorDetailPage() {
  const { t } = useTranslation();
  const { operatorCode = '' } = useParams();
  const operator = useOperator(operatorCode);
  const canWrite = useHoldsAny('ops_admin');
  const me = useSignedInOperator();

  if (operator.isPending) return <LoadingState label={t('common.loading')} />;
  if (operator.isError) {
    return (
      <ErrorState message={errorMessage(operator.error)} onRetry={() => void operator.refetch()} />
    );
  }
  const detail = operator.data;

  return (
    <>
      <PageHeader
        title={`${detail.name} · ${detail.username}`}
        subtitle={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StatusChip status={detail.status} />
            {detail.passwordTemporary && (
              <Chip
                size="small"
                variant="outlined"
                label={t('operators.detail.passwordTemporary')}
                // The warning orange as the border only: as text it misses 4.5:1.
                sx={{ borderColor: 'warning.main' }}
              />
            )}
          </Stack>
        }
        actions={
          canWrite && <OperatorActions operator={detail} self={me?.code === detail.operatorCode} />
        }
      />
      <Stack spacing={3}>
        <SectionCard title={t('operators.detail.account')}>
          <FieldList
            columns={3}
            fields={[
              { label: t('operators.columns.code'), value: detail.operatorCode },
              { label: t('operators.columns.username'), value: detail.username },
              { label: t('operators.columns.name'), value: detail.name },
              { label: t('operators.columns.roles'), value: <RoleChips roles={detail.roles} /> },
              {
                label: t('operators.columns.mfa'),
                value: detail.mfaEnrolled
                  ? t('operators.mfa.enrolled')
                  : t('operators.mfa.pending'),
              },
              { label: t('operators.detail.recoveryCodesLeft'), value: detail.recoveryCodesLeft },
              { label: t('operators.detail.apiTokens'), value: detail.apiTokens },
              {
                label: t('operators.columns.lastSignInAt'),
                value: formatDateTime(detail.lastSignInAt),
              },
              { label: t('operators.columns.createdAt'), value: formatDateTime(detail.createdAt) },
              { label: t('operators.columns.createdBy'), value: detail.createdBy },
            ]}
          />
        </SectionCard>
        <SectionCard title={t('operators.detail.sessions')}>
          <SessionTable sessions={detail.sessions} />
        </SectionCard>
        <SectionCard title={t('operators.detail.recentSignIns')}>
          <RecentSignIns rows={detail.recentSignIns} />
        </SectionCard>
      </Stack>
    </>
  );
}
