import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { RecoveryCodes } from '@console/components/recovery-codes';
import { SectionCard } from '@console/components/section-card';
import { useRenewRecoveryCodes } from '@console/features/account/api/renew-recovery-codes';
import { errorMessage } from '@console/lib/error-message';
import { isApiError } from '@/lib/api-error';

/** New recovery codes after the authenticator's code, shown once in a dialog. */
export function RecoveryCodesCard() {
  const { t } = useTranslation();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[]>();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      setCodes((await renew.mutateAsync(code.trim())).recoveryCodes);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
    }
    reset();
  });

  return (
    <SectionCard title={t('account.recovery.title')} intro={t('account.recovery.intro')}>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={t('account.recovery.code')}
          size="small"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          error={Boolean(errors.code)}
          helperText={errors.code?.message}
          {...register('code', {
            validate: (value) => /^\d{6}$/.test(value.trim()) || t('account.recovery.codeRequired'),
          })}
        />
        <Button type="submit" variant="outlined" disabled={isSubmitting}>
          {t('account.recovery.submit')}
        </Button>
      </Stack>
      <FormAlert message={failure} />
      <Dialog open={codes !== undefined} aria-labelledby="new-recovery-codes-title" maxWidth="xs">
        <DialogTitle id="new-recovery-codes-title">{t('account.recovery.dialogTitle')}</DialogTitle>
        <DialogContent>
          <RecoveryCodes
            codes={codes ?? []}
            continueLabel={t('account.recovery.done')}
            onDone={() => {
              setCodes(undefined);
            }}
          />
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
