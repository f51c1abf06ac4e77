import { useTranslation } from 'react-i18next';

import { FieldList } from '@console/components/field-list';
import { SectionCard } from '@console/components/section-card';
import { SimpleTable } from '@console/components/simple-table';
import { CaseLoader } from '@console/features/review/components/case-loader';
import { MaskedValue } from '@console/features/review/components/masked-value';
import type { QueueCases } from '@console/features/review/queues';
import { formatDateTime } from '@/lib/format';

type AdminChange = QueueCases['admin-change'];

function Sections({ detail }: { detail: AdminChange }) {
  const { t } = useTranslation();
  const masked = (field: 'idNumber' | 'mobile', value: string | null) => (
    <MaskedValue
      queue="admin-change"
      caseId={detail.id}
      field={field}
      label={t(`review.fields.${field}`)}
      masked={value}
    />
  );
  return (
    <>
      <SectionCard title={t('review.detail.application')}>
        <FieldList
          columns={3}
          fields={[
            { label: t('review.fields.compName'), value: detail.compName },
            { label: t('review.fields.creditCode'), value: detail.creditCode },
            { label: t('review.fields.compCode'), value: detail.compCode },
            { label: t('review.fields.applicantName'), value: detail.applicantName },
            {
              label: t('review.fields.applicantEmployeeCode'),
              value: detail.applicantEmployeeCode,
            },
            { label: t('review.fields.applicantUserCode'), value: detail.applicantUserCode },
            { label: t('review.fields.submittedAt'), value: formatDateTime(detail.submittedAt) },
            { label: t('review.fields.newUserCode'), value: detail.newUserCode },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('review.detail.person')}>
        <FieldList
          columns={3}
          fields={[
            { label: t('review.fields.name'), value: detail.name },
            { label: t('review.fields.mobile'), value: masked('mobile', detail.mobile) },
            { label: t('review.fields.idNumber'), value: masked('idNumber', detail.idNumber) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('review.detail.administrators')}>
        <SimpleTable
          label={t('review.detail.administrators')}
          rows={detail.administrators}
          rowKey={(row) => row.employeeCode}
          empty={t('review.recommendation.none')}
          columns={[
            { key: 'name', label: t('review.fields.name'), render: (row) => row.name },
            {
              key: 'employeeCode',
              label: t('review.fields.employeeCode'),
              render: (row) => row.employeeCode,
            },
            { key: 'mobile', label: t('review.fields.mobile'), render: (row) => row.mobile },
          ]}
        />
      </SectionCard>
    </>
  );
}

/** A change of administrator: the person proposed, who holds the account now, and the rest. */
export default function AdminChangeCasePage() {
  return <CaseLoader queue="admin-change" sections={(detail) => <Sections detail={detail} />} />;
}
