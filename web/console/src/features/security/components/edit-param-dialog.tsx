import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { allowedText, isAllowed } from '@console/features/security/allowed-values';
import type { SecurityParam } from '@console/features/security/api/list-params';
import { useUpdateParam } from '@console/features/security/api/update-param';
import { errorMessage } from '@console/lib/error-message';
import { GuardedDialog } from '@/components/guarded-dialog';
import { useLanguage } from '@/i18n/use-language';
import { useConfirmAndRun } from '@/lib/confirm-and-run';

interface EditParamDialogProps {
  param: SecurityParam;
  onClose: () => void;
}

/**
 * A parameter's new value, checked against its allowed values as typed; the server checks
 * again, and its refusal shows in the dialog.
 */
export function EditParamDialog({ param, onClose }: EditParamDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useUpdateParam();
  const { confirmAndRun, running } = useConfirmAndRun();
  const [failure, setFailure] = useState<string>();
  const allowed = allowedText(param, t('security.or'));
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { value: String(param.value) },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ value }) => {
    setFailure(undefined);
    const next = Number(value);
    const outcome = await confirmAndRun(() => update.mutateAsync({ key: param.key, value: next }), {
      text: t('security.dialog.ask', { key: param.key, from: param.value, to: next }),
      successMessage: t('security.dialog.saved'),
      failureShownInForm: true,
    });
    if (outcome.status === 'done') onClose();
    if (outcome.status === 'failed') setFailure(errorMessage(outcome.error));
  });

  return (
    <GuardedDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby="param-edit-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="param-edit-title">{t('security.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="param-edit-form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
        >
          <DialogContentText>
            <strong>{param.key}</strong>
            <br />
            {language === 'zh-CN' ? param.descriptionZh : param.descriptionEn}
          </DialogContentText>
          <FormAlert message={failure} />
          <TextField
            label={t('security.dialog.value')}
            type="number"
            required
            autoFocus
            error={Boolean(errors.value)}
            helperText={errors.value?.message ?? `${t('security.allowed')}: ${allowed}`}
            slotProps={{
              htmlInput: {
                min: param.minimum ?? undefined,
                max: param.maximum ?? undefined,
                step: 1,
              },
              input: param.unit
                ? {
                    endAdornment: (
                      <InputAdornment position="end">
                        {t(`security.units.${param.unit}`)}
                      </InputAdornment>
                    ),
                  }
                : undefined,
            }}
            {...register('value', {
              validate: (value) => {
                if (value.trim() === '') return t('security.dialog.required');
                const next = Number(value);
                if (!isAllowed(param, next)) return t('security.dialog.outOfRange', { allowed });
                return next !== param.value || t('security.dialog.unchanged');
              },
            })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button type="submit" form="param-edit-form" variant="contained" disabled={running}>
          {t('security.dialog.submit')}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
