import { useTranslation } from 'react-i18next';

import { SimpleTable } from '@console/components/simple-table';
import type { CompanyDetail } from '@console/features/companies/api/get-company';
import { permitStatusName, queueName, roleName } from '@console/features/companies/company-labels';
import { formatDateTime } from '@/lib/format';

/** The company roles it holds in each product, active or not. */
export function CompanyRoles({ roles }: Pick<CompanyDetail, 'roles'>) {
  const { t } = useTranslation();
  const onOff = (status: number) =>
    status === 1 ? t('companies.employee.active') : t('companies.employee.disabled');
  return (
    <SimpleTable
      label={t('companies.detail.roles')}
      rows={roles}
      rowKey={(row) => `${row.prodCode}-${row.compRole}-${row.compBizCode}`}
      empty={t('companies.detail.noRoles')}
      columns={[
        { key: 'product', label: t('companies.role.product'), render: (row) => row.prodCode },
        {
          key: 'role',
          label: t('companies.role.compRole'),
          render: (row) => roleName(t, row.compRole),
        },
        { key: 'biz', label: t('companies.role.bizCode'), render: (row) => row.compBizCode },
        { key: 'status', label: t('companies.role.status'), render: (row) => onOff(row.status) },
      ]}
    />
  );
}

/** Its product permits, one per product, with where each stands. */
export function CompanyPermits({ permits }: Pick<CompanyDetail, 'permits'>) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={t('companies.detail.permits')}
      rows={permits}
      rowKey={(row) => String(row.id)}
      empty={t('companies.detail.noPermits')}
      columns={[
        { key: 'id', label: t('companies.permit.id'), render: (row) => row.id },
        {
          key: 'product',
          label: t('companies.permit.product'),
          render: (row) => row.productCode,
        },
        {
          key: 'role',
          label: t('companies.permit.compRole'),
          render: (row) => roleName(t, row.compRole),
        },
        {
          key: 'status',
          label: t('companies.permit.status'),
          render: (row) => permitStatusName(t, row.status),
        },
        {
          key: 'submitted',
          label: t('companies.permit.submittedAt'),
          render: (row) => formatDateTime(row.submittedAt),
        },
        {
          key: 'decided',
          label: t('companies.permit.decidedAt'),
          render: (row) => formatDateTime(row.decidedAt),
        },
      ]}
    />
  );
}

/** The registrations, permits and changes of administrator the company went through. */
export function CompanyApplications({
  applications,
}: {
  applications: CompanyDetail['applications'];
}) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={t('companies.detail.applications')}
      rows={applications}
      rowKey={(row) => `${row.queue}-${row.id}`}
      empty={t('companies.detail.noApplications')}
      columns={[
        {
          key: 'queue',
          label: t('companies.application.queue'),
          render: (row) => queueName(t, row.queue),
        },
        { key: 'id', label: t('companies.application.id'), render: (row) => row.id },
        {
          key: 'product',
          label: t('companies.application.product'),
          render: (row) => row.productCode ?? '—',
        },
        {
          key: 'status',
          label: t('companies.application.status'),
          // A permit's status is its permitStatus code, the other queues' a word.
          render: (row) =>
            row.queue === 'permit' ? permitStatusName(t, row.status) : String(row.status),
        },
        {
          key: 'submitted',
          label: t('companies.application.submittedAt'),
          render: (row) => formatDateTime(row.submittedAt),
        },
        {
          key: 'decided',
          label: t('companies.application.decidedAt'),
          render: (row) => formatDateTime(row.decidedAt),
        },
      ]}
    />
  );
}
