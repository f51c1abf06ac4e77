import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ShownOnce } from '@console/components/shown-once';
import type { OperatorDetail } from '@console/features/operators/api/get-operator';
import {
  type PasswordReset,
  useOperatorAction,
} from '@console/features/operators/api/operator-action';
import { EditOperatorDialog } from '@console/features/operators/components/edit-operator-dialog';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

interface OperatorActionsProps {
  operator: OperatorDetail;
  /** The administrator looks at their own account: no disabling or ending it from here. */
  self: boolean;
}

/** An administrator's actions on an operator account, each confirmed first. */
export function OperatorActions({ operator, self }: OperatorActionsProps) {
  const { t } = useTranslation();
  const { confirmAndRun, running } = useConfirmAndRun();
  const disable = useOperatorAction('disable');
  const enable = useOperatorAction('enable');
  const resetMfa = useOperatorAction('reset-mfa');
  const resetPassword = useOperatorAction('reset-password');
  const endSessions = useOperatorAction('end-sessions');
  const [editing, setEditing] = useState(false);
  const [reset, setReset] = useState<PasswordReset>();
  const code = operator.operatorCode;
  const name = operator.name;
  const active = operator.status === 'active';

  const button = (label: string, onClick: () => void, color?: 'error') => (
    <Button variant="outlined" color={color} disabled={running} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <>
      {button(t('operators.actions.edit'), () => {
        setEditing(true);
      })}
      {!self &&
        active &&
        button(
          t('operators.actions.disable'),
          () =>
            void confirmAndRun(() => disable.mutateAsync(code), {
              text: t('operators.actions.disableAsk', { name }),
            }),
          'error',
        )}
      {!active &&
        button(
          t('operators.actions.enable'),
          () =>
            void confirmAndRun(() => enable.mutateAsync(code), {
              text: t('operators.actions.enableAsk', { name }),
            }),
        )}
      {!self &&
        button(
          t('operators.actions.resetMfa'),
          () =>
            void confirmAndRun(() => resetMfa.mutateAsync(code), {
              text: t('operators.actions.resetMfaAsk', { name }),
            }),
        )}
      {!self &&
        button(t('operators.actions.resetPassword'), () => {
          void confirmAndRun(() => resetPassword.mutateAsync(code), {
            text: t('operators.actions.resetPasswordAsk', { name }),
          }).then((outcome) => {
            if (outcome.status === 'done') setReset(outcome.result);
          });
        })}
      {!self &&
        button(
          t('operators.actions.endSessions'),
          () =>
            void confirmAndRun(() => endSessions.mutateAsync(code), {
              text: t('operators.actions.endSessionsAsk', { name }),
              successMessage: (count) => t('operators.actions.sessionsEnded', { count }),
            }),
        )}
      {editing && (
        <EditOperatorDialog
          operator={operator}
          self={self}
          onClose={() => {
            setEditing(false);
          }}
        />
      )}
      <Dialog
        open={reset !== undefined}
        aria-labelledby="password-reset-title"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="password-reset-title">{t('operators.reset.title')}</DialogTitle>
        <DialogContent>
          <ShownOnce
            value={reset?.temporaryPassword ?? ''}
            copyLabel={t('operators.create.copyPassword')}
          >
            <Typography>{t('operators.reset.intro', { name })}</Typography>
          </ShownOnce>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            onClick={() => {
              setReset(undefined);
            }}
          >
            {t('ui.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
