import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import type { Invitation } from '@/features/invitations/api/get-invitations';
import { useResendInvitation } from '@/features/invitations/api/resend-invitation';
import { useRevokeInvitation } from '@/features/invitations/api/revoke-invitation';
import type { IssuedLink } from '@/features/invitations/components/issued-link-dialog';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { usePortalSession } from '@/lib/portal-session';

interface InvitationActionsProps {
  invitation: Invitation;
  onIssued: (issued: IssuedLink) => void;
}

/** Resend or revoke: only a pending invitation, or one that expired unanswered. */
export function InvitationActions({ invitation, onIssued }: InvitationActionsProps) {
  const { t } = useTranslation();
  const { identityKey } = usePortalSession();
  const resend = useResendInvitation(identityKey);
  const revoke = useRevokeInvitation(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();
  const { invitationId, compName, status } = invitation;
  if (status !== 'pending' && status !== 'expired') return null;

  return (
    <Stack direction="row" spacing={0.5}>
      <Button
        size="small"
        disabled={running}
        onClick={() =>
          void confirmAndRun(() => resend.mutateAsync(invitationId), {
            text: t('invitations.actions.confirmResend', { company: compName }),
          }).then((outcome) => {
            if (outcome.status === 'done') onIssued({ issued: outcome.result, compName });
          })
        }
      >
        {t('invitations.actions.resend')}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={running}
        onClick={() =>
          void confirmAndRun(() => revoke.mutateAsync(invitationId), {
            text: t('invitations.actions.confirmRevoke', { company: compName }),
          })
        }
      >
        {t('invitations.actions.revoke')}
      </Button>
    </Stack>
  );
}
