import { useTranslation } from 'react-i18next';

import { SimpleTable } from '@console/components/simple-table';
import type { CompanyDetail } from '@console/features/companies/api/get-company';
import { formatDateTime } from '@/lib/format';

/** The company's employees (mobiles masked by the server), its super administrator first. */
export function CompanyPeople({ employees }: { employees: CompanyDetail['employees'] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={t('companies.detail.employees')}
      rows={employees}
      rowKey={(row) => row.employeeCode}
      empty={t('companies.detail.noEmployees')}
      columns={[
        { key: 'name', label: t('companies.employee.name'), render: (row) => row.name },
        { key: 'code', label: t('companies.employee.code'), render: (row) => row.employeeCode },
        { key: 'mobile', label: t('companies.employee.mobile'), render: (row) => row.mobile },
        {
          key: 'status',
          label: t('companies.employee.status'),
          render: (row) =>
            row.status === 1 ? t('companies.employee.active') : t('companies.employee.disabled'),
        },
        {
          key: 'root',
          label: t('companies.employee.rootManager'),
          render: (row) => (row.rootManager === 1 ? t('ui.yes') : t('ui.no')),
        },
        {
          key: 'roles',
          label: t('companies.employee.roles'),
          render: (row) => row.roles.join('、') || '—',
        },
        {
          key: 'createdAt',
          label: t('companies.employee.createdAt'),
          render: (row) => formatDateTime(row.createdAt),
        },
      ]}
    />
  );
}
