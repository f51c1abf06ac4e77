import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { FieldList } from '@console/components/field-list';
import { PageHeader } from '@console/components/page-header';
import { SectionCard } from '@console/components/section-card';
import { useCompany } from '@console/features/companies/api/get-company';
import { CompanyActions } from '@console/features/companies/components/company-actions';
import { CompanyPeople } from '@console/features/companies/components/company-people';
import {
  CompanyApplications,
  CompanyPermits,
  CompanyRoles,
} from '@console/features/companies/components/company-products';
import { CompanyStatusChip } from '@console/features/companies/components/company-status-chip';
import { errorMessage } from '@console/lib/error-message';
import { useHoldsAny } from '@console/lib/operator';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { formatDateTime } from '@/lib/format';

/** A company: its record, suspension, people, products and applications; suspend/restore. */
export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const { compCode = '' } = useParams();
  const company = useCompany(compCode);
  // Reviewers, approvers and auditors read; suspending is the operations administrator's.
  const canWrite = useHoldsAny('ops_admin');

  if (company.isPending) return <LoadingState label={t('common.loading')} />;
  if (company.isError) {
    return (
      <ErrorState message={errorMessage(company.error)} onRetry={() => void company.refetch()} />
    );
  }
  const detail = company.data;
  const { suspension } = detail;

  return (
    <>
      <PageHeader
        title={detail.compName}
        subtitle={<CompanyStatusChip status={detail.status} />}
        actions={canWrite && <CompanyActions company={detail} />}
      />
      <Stack spacing={3}>
        {suspension && (
          <Alert severity="warning" role="status">
            {t('companies.detail.suspensionIntro')}
          </Alert>
        )}
        {suspension && (
          <SectionCard title={t('companies.detail.suspension')}>
            <FieldList
              columns={3}
              fields={[
                {
                  label: t('companies.detail.suspendedAt'),
                  value: formatDateTime(suspension.suspendedAt),
                },
                { label: t('companies.detail.reason'), value: suspension.reason },
                {
                  label: t('companies.detail.suspendedBy'),
                  value: [suspension.operatorName, suspension.operatorCode]
                    .filter(Boolean)
                    .join(' · '),
                },
              ]}
            />
          </SectionCard>
        )}
        <SectionCard title={t('companies.detail.company')}>
          <FieldList
            columns={3}
            fields={[
              { label: t('companies.columns.compName'), value: detail.compName },
              { label: t('companies.columns.compCode'), value: detail.compCode },
              { label: t('companies.columns.creditCode'), value: detail.creditCode },
              { label: t('companies.detail.legalRepName'), value: detail.legalRepName },
              // Masked by the server: the whole number never reaches the console.
              { label: t('companies.detail.legalRepIdNumber'), value: detail.legalRepIdNumber },
              { label: t('companies.columns.createdAt'), value: formatDateTime(detail.createdAt) },
              { label: t('companies.detail.province'), value: detail.provinceCode },
              { label: t('companies.detail.area'), value: detail.areaCode },
              { label: t('companies.detail.address'), value: detail.address },
            ]}
          />
        </SectionCard>
        <SectionCard title={t('companies.detail.employees')}>
          <CompanyPeople employees={detail.employees} />
        </SectionCard>
        <SectionCard title={t('companies.detail.roles')}>
          <CompanyRoles roles={detail.roles} />
        </SectionCard>
        <SectionCard title={t('companies.detail.permits')}>
          <CompanyPermits permits={detail.permits} />
        </SectionCard>
        <SectionCard title={t('companies.detail.applications')}>
          <CompanyApplications applications={detail.applications} />
        </SectionCard>
      </Stack>
    </>
  );
}
