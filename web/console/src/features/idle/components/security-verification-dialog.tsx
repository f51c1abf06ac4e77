import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { unlockSession } from '@console/features/idle/api/unlock-session';
import { errorMessage } from '@console/lib/error-message';
import { idleLimitSec, signOut } from '@console/lib/session';
import { PasswordField } from '@/components/password-field';
import { isApiError } from '@/lib/api-error';
import { clearSecurityVerification } from '@/lib/idle-lock';

type Way = 'code' | 'password';

/**
 * 'Security verification' over whatever page is open. It cannot be dismissed: the operator
 * proves it is them (the authenticator's code, or the password) or signs out.
 */
export default function SecurityVerificationDialog() {
  const { t } = useTranslation();
  const [way, setWay] = useState<Way>('code');
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm({ defaultValues: { answer: '' } });
  const { errors, isSubmitting } = formState;
  const seconds = idleLimitSec();
  const description =
    seconds >= 60
      ? t('idle.description', { minutes: Math.round(seconds / 60) })
      : t('idle.descriptionSeconds', { seconds });

  const submit = handleSubmit(async ({ answer }) => {
    setFailure(undefined);
    try {
      await unlockSession(way === 'code' ? { code: answer.trim() } : { password: answer });
      clearSecurityVerification();
    } catch (error) {
      // An ended session (the fifth wrong answer) has already gone to the sign-in page.
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
      reset();
    }
  });

  const choose = (next: Way) => {
    setWay(next);
    setFailure(undefined);
    reset();
  };

  // No onClose: neither Escape nor a click beside it dismisses the dialog.
  return (
    <Dialog
      open
      aria-labelledby="idle-title"
      aria-describedby="idle-description"
      slotProps={{ paper: { sx: { width: 440, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="idle-title" sx={{ fontWeight: 700 }}>
        {t('idle.title')}
      </DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id="idle-description" sx={{ mb: 1 }}>
          {description}
        </DialogContentText>
        <Tabs
          value={way}
          onChange={(_, next: Way) => {
            choose(next);
          }}
          sx={{ mb: 2 }}
        >
          <Tab value="code" label={t('idle.byCode')} />
          <Tab value="password" label={t('idle.byPassword')} />
        </Tabs>
        <Stack
          component="form"
          id="idle-form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
        >
          <FormAlert message={failure} />
          {way === 'code' ? (
            <TextField
              key="code"
              label={t('idle.code')}
              autoComplete="one-time-code"
              autoFocus
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              error={Boolean(errors.answer)}
              helperText={errors.answer?.message}
              {...register('answer', {
                validate: (value) => /^\d{6}$/.test(value.trim()) || t('idle.codeRequired'),
              })}
            />
          ) : (
            <PasswordField
              key="password"
              label={t('idle.password')}
              autoComplete="current-password"
              autoFocus
              required
              error={Boolean(errors.answer)}
              helperText={errors.answer?.message}
              {...register('answer', { required: t('idle.passwordRequired') })}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => void signOut()}>{t('idle.exit')}</Button>
        <Button type="submit" form="idle-form" variant="contained" disabled={isSubmitting}>
          {t('idle.verify')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
