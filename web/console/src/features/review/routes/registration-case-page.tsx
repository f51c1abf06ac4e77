import { useTranslation } from 'react-i18next';

import { FieldList } from '@console/components/field-list';
import { SectionCard } from '@console/components/section-card';
import { compRoleText } from '@console/features/review/case-texts';
import { CaseLoader } from '@console/features/review/components/case-loader';
import { MaskedValue } from '@console/features/review/components/masked-value';
import type { QueueCases } from '@console/features/review/queues';
import { formatDateTime } from '@/lib/format';

type Registration = QueueCases['registration'];

function Sections({ detail }: { detail: Registration }) {
  const { t } = useTranslation();
  const masked = (field: 'legalIdNumber' | 'realNameIdNumber' | 'mobile', value: string | null) => (
    <MaskedValue
      queue="registration"
      caseId={detail.id}
      field={field}
      label={t(`review.fields.${field}`)}
      masked={value}
    />
  );
  const roles = detail.compRoles
    .map((role) => compRoleText(t, role))
    .join(t('review.listSeparator'));
  const invitation = detail.invitation
    ? t('review.fields.invitationText', {
        inviter: detail.invitation.inviterCompName,
        contact: detail.invitation.contactName,
        expires: formatDateTime(detail.invitation.expiresAt),
      })
    : null;
  return (
    <>
      <SectionCard title={t('review.detail.company')}>
        <FieldList
          columns={3}
          fields={[
            { label: t('review.fields.compName'), value: detail.compName },
            { label: t('review.fields.creditCode'), value: detail.creditCode },
            { label: t('review.fields.compCode'), value: detail.compCode },
            { label: t('review.fields.legalName'), value: detail.legalName },
            {
              label: t('review.fields.legalIdNumber'),
              value: masked('legalIdNumber', detail.legalIdNumber),
            },
            { label: t('review.fields.compRoles'), value: roles },
            { label: t('review.fields.provinceCode'), value: detail.provinceCode },
            { label: t('review.fields.areaCode'), value: detail.areaCode },
            { label: t('review.fields.address'), value: detail.address },
            { label: t('review.fields.invitation'), value: invitation },
            { label: t('review.fields.step'), value: detail.step },
            { label: t('review.fields.submittedAt'), value: formatDateTime(detail.submittedAt) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('review.detail.registrant')}>
        <FieldList
          columns={3}
          fields={[
            { label: t('review.fields.name'), value: detail.name },
            { label: t('review.fields.userCode'), value: detail.userCode },
            { label: t('review.fields.mobile'), value: masked('mobile', detail.mobile) },
            { label: t('review.fields.realName'), value: detail.realName },
            {
              label: t('review.fields.realNameIdNumber'),
              value: masked('realNameIdNumber', detail.realNameIdNumber),
            },
            { label: t('review.fields.realNameAt'), value: formatDateTime(detail.realNameAt) },
            { label: t('review.fields.faceAt'), value: formatDateTime(detail.faceAt) },
            { label: t('review.fields.createdAt'), value: formatDateTime(detail.createdAt) },
            { label: t('review.fields.employeeCode'), value: detail.employeeCode },
          ]}
        />
      </SectionCard>
    </>
  );
}

/** A registration: the company and registrant as submitted, and the shared case sections. */
export default function RegistrationCasePage() {
  return <CaseLoader queue="registration" sections={(detail) => <Sections detail={detail} />} />;
}
