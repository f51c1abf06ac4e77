import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

import { useDictionary } from '@/components/dictionary';
import type { Invitation } from '@/features/register/api/get-invitation';

export const COMP_ROLE_DICT = 'compRole';

interface InvitationNoticeProps {
  invitation: Invitation | undefined;
  /** The code was given but names no valid invitation. */
  invalid?: boolean;
}

/** Who invited the company, to register as what (an invitation link's pre-filling). */
export function InvitationNotice({ invitation, invalid = false }: InvitationNoticeProps) {
  const { t } = useTranslation();
  const roles = useDictionary(COMP_ROLE_DICT);
  if (invalid) {
    return (
      <Alert severity="warning" role="status">
        {t('register.invitation.invalid')}
      </Alert>
    );
  }
  if (invitation === undefined) return null;
  const role =
    roles.data?.find((entry) => entry.code === invitation.compRole)?.label ?? invitation.compRole;

  return (
    <Alert severity="info" role="status">
      <AlertTitle>
        {t('register.invitation.from', { inviter: invitation.inviterCompName })}
      </AlertTitle>
      {t('register.invitation.details', { company: invitation.compName, role })}
    </Alert>
  );
}
