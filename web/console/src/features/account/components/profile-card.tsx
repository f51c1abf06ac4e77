import { useTranslation } from 'react-i18next';

import { FieldList } from '@console/components/field-list';
import { RoleChips } from '@console/components/role-chips';
import { SectionCard } from '@console/components/section-card';
import type { Profile } from '@console/features/account/api/get-profile';
import { formatDateTime } from '@/lib/format';

/** Who the operator is and how their account is secured. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('account.profile.title')}>
      <FieldList
        fields={[
          { label: t('account.profile.name'), value: profile.name },
          { label: t('account.profile.username'), value: profile.username },
          { label: t('account.profile.code'), value: profile.operatorCode },
          { label: t('account.profile.roles'), value: <RoleChips roles={profile.roles} /> },
          {
            label: t('account.profile.sessionRoles'),
            value: <RoleChips roles={profile.sessionRoles} />,
          },
          {
            label: t('account.profile.mfaEnrolledAt'),
            value: formatDateTime(profile.mfaEnrolledAt),
          },
          {
            label: t('account.profile.passwordChangedAt'),
            value: formatDateTime(profile.passwordChangedAt),
          },
          {
            label: t('account.profile.recoveryCodesLeft'),
            value: t('account.profile.recoveryCodesCount', { count: profile.recoveryCodesLeft }),
          },
        ]}
      />
    </SectionCard>
  );
}
