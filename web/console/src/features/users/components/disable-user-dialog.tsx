import { useTranslation } from 'react-i18next';

import { ReasonDialog } from '@console/components/reason-dialog';
import { useUserAction } from '@console/features/users/api/user-action';
import { notifySuccess } from '@/lib/notifications';

interface DisableUserDialogProps {
  userCode: string;
  name: string;
  onClose: () => void;
}

/** Disabling a user needs a reason (kept with the user and in the audit log): the dialog asks. */
export function DisableUserDialog({ userCode, name, onClose }: DisableUserDialogProps) {
  const { t } = useTranslation();
  const disable = useUserAction('disable');

  return (
    <ReasonDialog
      id="user-disable"
      texts={{
        title: t('users.actions.disableTitle'),
        intro: t('users.actions.disableIntro', { name }),
        reason: t('users.actions.reason'),
        reasonRequired: t('users.actions.reasonRequired'),
        submit: t('users.actions.disableSubmit'),
      }}
      onConfirm={async (reason) => {
        await disable.mutateAsync({ userCode, reason });
        notifySuccess(t('users.actions.disabled'));
      }}
      onClose={onClose}
    />
  );
}
