import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSwitchTwoStepOff } from '@/features/account/api/switch-two-step-off';
import { FormDialog } from '@/features/account/components/form-dialog';
import { errorMessage } from '@/features/account/error-message';

interface TwoStepOffDialogProps {
  identityKey: string;
  onClose: () => void;
}

/** Switching two-step off asks for a current code (or a recovery code), or the password. */
export function TwoStepOffDialog({ identityKey, onClose }: TwoStepOffDialogProps) {
  const { t } = useTranslation();
  const off = useSwitchTwoStepOff(identityKey);
  const [byPassword, setByPassword] = useState(false);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = () => {
    setFailure(undefined);
    if (value.trim() === '') {
      setMissing(true);
      return;
    }
    off.mutate(byPassword ? { password: value } : { code: value.trim() }, {
      onSuccess: onClose,
      onError: (error) => {
        setFailure(errorMessage(error));
        setValue('');
      },
    });
  };

  return (
    <FormDialog
      title={t('account.twoStep.offTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submitLabel={t('account.twoStep.switchOff')}
      submitting={off.isPending}
      dirty={value !== ''}
      failure={failure}
    >
      <Typography variant="body2">{t('account.twoStep.offText')}</Typography>
      <TextField
        key={byPassword ? 'password' : 'code'}
        label={t(byPassword ? 'account.twoStep.password' : 'account.twoStep.codeOrRecovery')}
        type={byPassword ? 'password' : 'text'}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setMissing(false);
        }}
        autoComplete={byPassword ? 'current-password' : 'one-time-code'}
        error={missing}
        helperText={missing ? t('account.twoStep.proofRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: byPassword ? 64 : 24 } }}
      />
      <Button
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setByPassword(!byPassword);
          setValue('');
          setMissing(false);
        }}
      >
        {t(byPassword ? 'account.twoStep.useCode' : 'account.twoStep.usePassword')}
      </Button>
    </FormDialog>
  );
}
