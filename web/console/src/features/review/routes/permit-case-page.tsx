import { useTranslation } from 'react-i18next';

import { FieldList } from '@console/components/field-list';
import { SectionCard } from '@console/components/section-card';
import { compRoleText } from '@console/features/review/case-texts';
import { CaseLoader } from '@console/features/review/components/case-loader';
import { MaskedValue } from '@console/features/review/components/masked-value';
import type { QueueCases } from '@console/features/review/queues';
import { formatDateTime } from '@/lib/format';

type Permit = QueueCases['permit'];

function Sections({ detail }: { detail: Permit }) {
  const { t } = useTranslation();
  const verified = detail.verifiedIdentity;
  const matches =
    detail.identityMatches === null
      ? t('review.fields.identityUnknown')
      : t(detail.identityMatches ? 'ui.yes' : 'ui.no');
  return (
    <>
      <SectionCard title={t('review.detail.application')}>
        <FieldList
          columns={3}
          fields={[
            { label: t('review.fields.compName'), value: detail.compName },
            { label: t('review.fields.creditCode'), value: detail.creditCode },
            { label: t('review.fields.compCode'), value: detail.compCode },
            { label: t('review.fields.productCode'), value: detail.productCode },
            { label: t('review.fields.compRole'), value: compRoleText(t, detail.compRole) },
            { label: t('review.fields.submittedAt'), value: formatDateTime(detail.submittedAt) },
            { label: t('review.fields.applicantName'), value: detail.applicantName },
            {
              label: t('review.fields.applicantEmployeeCode'),
              value: detail.applicantEmployeeCode,
            },
            { label: t('review.fields.applicantUserCode'), value: detail.applicantUserCode },
            { label: t('review.fields.voucherName'), value: detail.voucherName },
            {
              label: t('review.fields.voucherIdNumber'),
              value: (
                <MaskedValue
                  queue="permit"
                  caseId={detail.id}
                  field="voucherIdNumber"
                  label={t('review.fields.voucherIdNumber')}
                  masked={detail.voucherIdNumber}
                />
              ),
            },
            { label: t('review.fields.identityMatches'), value: matches },
            { label: t('review.fields.remark'), value: detail.remark },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('review.detail.verifiedIdentity')}>
        <FieldList
          columns={3}
          fields={
            verified
              ? [
                  { label: t('review.fields.name'), value: verified.name },
                  {
                    label: t('review.fields.idNumber'),
                    value: (
                      <MaskedValue
                        queue="permit"
                        caseId={detail.id}
                        field="verifiedIdNumber"
                        label={t('review.detail.verifiedIdentity')}
                        masked={verified.idNumber}
                      />
                    ),
                  },
                  { label: t('review.fields.method'), value: verified.method },
                  {
                    label: t('review.fields.validIn'),
                    value: verified.productCode ?? t('review.fields.everyProduct'),
                  },
                  { label: t('review.fields.passedAt'), value: formatDateTime(verified.passedAt) },
                ]
              : [{ label: t('review.fields.name'), value: null }]
          }
        />
      </SectionCard>
    </>
  );
}

/** A permit application beside the applicant's verified identity, and the shared sections. */
export default function PermitCasePage() {
  return <CaseLoader queue="permit" sections={(detail) => <Sections detail={detail} />} />;
}
