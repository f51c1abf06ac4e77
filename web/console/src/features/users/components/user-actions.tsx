import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserDetail } from '@console/features/users/api/get-user';
import { type UserAction, useUserAction } from '@console/features/users/api/user-action';
import { DisableUserDialog } from '@console/features/users/components/disable-user-dialog';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

/** An administrator's actions on a customer user, each confirmed (disabling asks why). */
export function UserActions({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { confirmAndRun, running } = useConfirmAndRun();
  const [disabling, setDisabling] = useState(false);
  const enable = useUserAction('enable');
  const unlock = useUserAction('unlock');
  const expire = useUserAction('expire-password');
  const endSessions = useUserAction('end-sessions');
  const { userCode, name } = user;
  const active = user.status === 'active';
  // The server gives `lockedUntil` only while the lock is in force.
  const locked = user.lockedUntil !== null;

  const act = (action: UserAction, mutation: typeof enable, text: string, color?: 'error') => (
    <Button
      key={action}
      variant="outlined"
      color={color}
      disabled={running}
      onClick={() =>
        void confirmAndRun(() => mutation.mutateAsync({ userCode }), {
          text,
          successMessage:
            action === 'end-sessions'
              ? (answer) => t('users.actions.sessionsEnded', { count: answer.sessionsEnded })
              : undefined,
        })
      }
    >
      {t(`users.actions.${ACTION_LABELS[action]}`)}
    </Button>
  );

  return (
    <>
      {active ? (
        <Button
          variant="outlined"
          color="error"
          disabled={running}
          onClick={() => {
            setDisabling(true);
          }}
        >
          {t('users.actions.disable')}
        </Button>
      ) : (
        act('enable', enable, t('users.actions.enableAsk', { name }))
      )}
      {locked && act('unlock', unlock, t('users.actions.unlockAsk', { name }))}
      {act('expire-password', expire, t('users.actions.expirePasswordAsk', { name }))}
      {act('end-sessions', endSessions, t('users.actions.endSessionsAsk', { name }))}
      {disabling && (
        <DisableUserDialog
          userCode={userCode}
          name={name}
          onClose={() => {
            setDisabling(false);
          }}
        />
      )}
    </>
  );
}

const ACTION_LABELS = {
  disable: 'disable',
  enable: 'enable',
  unlock: 'unlock',
  'expire-password': 'expirePassword',
  'end-sessions': 'endSessions',
} as const;
