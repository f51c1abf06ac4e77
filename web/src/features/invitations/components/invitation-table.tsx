import { useTranslation } from 'react-i18next';

import { ResponsiveTable, type TableColumn } from '@/components/responsive-table';
import type { Invitation } from '@/features/invitations/api/get-invitations';
import { InvitationActions } from '@/features/invitations/components/invitation-actions';
import { InvitationStatusTag } from '@/features/invitations/components/invitation-status-tag';
import type { IssuedLink } from '@/features/invitations/components/issued-link-dialog';
import { dictLabel, useAccountDicts } from '@/lib/account-dicts';
import { formatDateTime } from '@/lib/format';

interface InvitationTableProps {
  invitations: readonly Invitation[];
  /** Undefined: the caller may not change invitations, and no action column is shown. */
  onIssued?: (issued: IssuedLink) => void;
}

export function InvitationTable({ invitations, onIssued }: InvitationTableProps) {
  const { t } = useTranslation();
  const dicts = useAccountDicts();
  const columns: TableColumn<Invitation>[] = [
    {
      key: 'contact',
      header: t('invitations.columns.contact'),
      cell: (invitation) => (
        <>
          {invitation.contactName}
          <br />
          {invitation.mobile}
        </>
      ),
    },
    {
      key: 'compRole',
      header: t('invitations.columns.compRole'),
      cell: (invitation) => dictLabel(dicts.data?.compRole, invitation.compRole),
    },
    {
      key: 'status',
      header: t('invitations.columns.status'),
      cell: (invitation) => <InvitationStatusTag status={invitation.status} />,
    },
    {
      key: 'createdAt',
      header: t('invitations.columns.createdAt'),
      cell: (invitation) => formatDateTime(invitation.createdAt),
      nowrap: true,
    },
    {
      key: 'expiresAt',
      header: t('invitations.columns.expiresAt'),
      cell: (invitation) => formatDateTime(invitation.expiresAt),
      nowrap: true,
    },
  ];

  return (
    <ResponsiveTable
      label={t('invitations.list.label')}
      rows={invitations}
      rowKey={(invitation) => String(invitation.invitationId)}
      title={{
        key: 'compName',
        header: t('invitations.columns.compName'),
        cell: (invitation) => invitation.compName,
      }}
      columns={columns}
      actions={
        onIssued && {
          header: t('invitations.columns.actions'),
          cell: (invitation) => <InvitationActions invitation={invitation} onIssued={onIssued} />,
        }
      }
      rowTestId="invitation-row"
      minWidth={760}
    />
  );
}
