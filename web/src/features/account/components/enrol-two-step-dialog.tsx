import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingState } from '@/components/loading-state';
import { useConfirmTwoStep } from '@/features/account/api/confirm-two-step';
import { useStartTwoStep } from '@/features/account/api/start-two-step';
import { FormDialog } from '@/features/account/components/form-dialog';
import { errorMessage } from '@/features/account/error-message';

interface EnrolTwoStepDialogProps {
  identityKey: string;
  onClose: () => void;
  /** Two-step is on: the ten recovery codes to show once. */
  onConfirmed: (codes: string[]) => void;
}

/** Scan the QR code (or type the secret) into an authenticator app, then enter its code. */
export function EnrolTwoStepDialog({ identityKey, onClose, onConfirmed }: EnrolTwoStepDialogProps) {
  const { t } = useTranslation();
  const start = useStartTwoStep();
  const confirm = useConfirmTwoStep(identityKey);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { mutate } = start;

  // A fresh secret each time the dialog opens; an earlier unconfirmed one is replaced.
  useEffect(() => {
    mutate(undefined, {
      onError: (error) => {
        setFailure(errorMessage(error));
      },
    });
  }, [mutate]);

  const submit = () => {
    setFailure(undefined);
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('account.twoStep.codeRequired'));
      return;
    }
    confirm.mutate(code.trim(), {
      onSuccess: onConfirmed,
      onError: (error) => {
        setFailure(errorMessage(error));
        setCode('');
      },
    });
  };

  const setup = start.data;
  return (
    <FormDialog
      title={t('account.twoStep.enrolTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submitLabel={t('account.twoStep.confirm')}
      submitting={confirm.isPending || start.isPending}
      dirty={code !== ''}
      failure={failure}
    >
      <Typography variant="body2">{t('account.twoStep.scan')}</Typography>
      {setup ? (
        <>
          <Box
            component="img"
            src={setup.qrCode}
            alt={t('account.twoStep.qrAlt')}
            sx={{ width: 200, height: 200, alignSelf: 'center', imageRendering: 'pixelated' }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('account.twoStep.secretLabel')}
          </Typography>
          <Typography
            data-testid="two-step-secret"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
          >
            {setup.secret}
          </Typography>
        </>
      ) : (
        !failure && <LoadingState label={t('account.loading')} />
      )}
      <TextField
        label={t('account.twoStep.code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(undefined);
        }}
        autoComplete="one-time-code"
        error={codeError !== undefined}
        helperText={codeError}
        slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
