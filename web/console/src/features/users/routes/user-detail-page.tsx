import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { FieldList } from '@console/components/field-list';
import { PageHeader } from '@console/components/page-header';
import { SectionCard } from '@console/components/section-card';
import { SimpleTable } from '@console/components/simple-table';
import { StatusChip } from '@console/components/status-chip';
import { useUser } from '@console/features/users/api/get-user';
import { UserActions } from '@console/features/users/components/user-actions';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { formatDateTime } from '@/lib/format';

/** A customer user: account, sessions, sign-ins, companies, and the administrator's actions. */
export default function UserDetailPage() {
  const { t } = useTranslation();
  const { userCode = '' } = useParams();
  const user = useUser(userCode);
  const canWrite = useHoldsAny('ops_admin');

  if (user.isPending) return <LoadingState label={t('common.loading')} />;
  if (user.isError) {
    return <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} />;
  }
  const detail = user.data;
  const yesNo = (value: boolean) => (value ? t('ui.yes') : t('ui.no'));

  return (
    <>
      <PageHeader
        title={`${detail.name} · ${detail.userCode}`}
        subtitle={<StatusChip status={detail.status} />}
        actions={canWrite && <UserActions user={detail} />}
      />
      <Stack spacing={3}>
        <SectionCard title={t('users.detail.account')}>
          <FieldList
            columns={3}
            fields={[
              { label: t('users.columns.userCode'), value: detail.userCode },
              { label: t('users.columns.name'), value: detail.name },
              { label: t('users.columns.mobile'), value: detail.mobile },
              { label: t('users.columns.email'), value: detail.email },
              {
                label: t('users.columns.lockedUntil'),
                value: detail.lockedUntil
                  ? formatDateTime(detail.lockedUntil)
                  : t('users.detail.notLocked'),
              },
              { label: t('users.detail.liveSessions'), value: detail.liveSessions },
              {
                label: t('users.columns.passwordChangedAt'),
                value: formatDateTime(detail.passwordChangedAt),
              },
              { label: t('users.detail.passwordAgeDays'), value: detail.passwordAgeDays },
              { label: t('users.columns.passwordExpired'), value: yesNo(detail.passwordExpired) },
              {
                label: t('users.columns.lastSignInAt'),
                value: formatDateTime(detail.lastSignInAt),
              },
              { label: t('users.columns.createdAt'), value: formatDateTime(detail.createdAt) },
              { label: t('users.detail.language'), value: detail.language },
              ...(detail.status === 'disabled'
                ? [
                    {
                      label: t('users.detail.disabledAt'),
                      value: formatDateTime(detail.disabledAt),
                    },
                    { label: t('users.detail.disabledReason'), value: detail.disabledReason },
                  ]
                : []),
            ]}
          />
        </SectionCard>
        <SectionCard title={t('users.detail.companies')}>
          <SimpleTable
            label={t('users.detail.companies')}
            rows={detail.employees ?? []}
            rowKey={(row) => row.employeeCode}
            empty={
              detail.employees === null
                ? t('users.detail.companiesUnknown')
                : t('users.detail.noCompanies')
            }
            columns={[
              { key: 'name', label: t('users.company.name'), render: (row) => row.compName },
              { key: 'code', label: t('users.company.code'), render: (row) => row.compCode },
              {
                key: 'employee',
                label: t('users.company.employee'),
                render: (row) => row.employeeCode,
              },
              { key: 'role', label: t('users.company.role'), render: (row) => row.compRole },
            ]}
          />
        </SectionCard>
        <SectionCard title={t('users.detail.signIns')}>
          <SimpleTable
            label={t('users.detail.signIns')}
            rows={detail.signIns}
            rowKey={(row, index) => `${row.at}-${index}`}
            empty={t('users.detail.noSignIns')}
            columns={[
              { key: 'at', label: t('users.signIn.at'), render: (row) => formatDateTime(row.at) },
              { key: 'method', label: t('users.signIn.method'), render: (row) => row.method },
              { key: 'result', label: t('users.signIn.result'), render: (row) => row.result },
              { key: 'ip', label: t('users.signIn.ip'), render: (row) => row.ip },
              {
                key: 'userAgent',
                label: t('users.signIn.userAgent'),
                render: (row) => row.userAgent,
              },
            ]}
          />
        </SectionCard>
      </Stack>
    </>
  );
}
