import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

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
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('invitations.list.label')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invitations.columns.compName')}</TableCell>
            <TableCell>{t('invitations.columns.contact')}</TableCell>
            <TableCell>{t('invitations.columns.compRole')}</TableCell>
            <TableCell>{t('invitations.columns.status')}</TableCell>
            <TableCell>{t('invitations.columns.createdAt')}</TableCell>
            <TableCell>{t('invitations.columns.expiresAt')}</TableCell>
            {onIssued && <TableCell>{t('invitations.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.invitationId} data-testid="invitation-row">
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {invitation.compName}
              </TableCell>
              <TableCell>
                {invitation.contactName}
                <br />
                {invitation.mobile}
              </TableCell>
              <TableCell>{dictLabel(dicts.data?.compRole, invitation.compRole)}</TableCell>
              <TableCell>
                <InvitationStatusTag status={invitation.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(invitation.createdAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(invitation.expiresAt)}
              </TableCell>
              {onIssued && (
                <TableCell>
                  <InvitationActions invitation={invitation} onIssued={onIssued} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
