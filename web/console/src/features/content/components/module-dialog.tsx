import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import type { ModuleRow } from '@console/features/content/api/list-modules';
import { useModuleAction } from '@console/features/content/api/module-action';
import { optional } from '@console/features/content/components/editor-values';
import { GuardedDialog } from '@/components/guarded-dialog';
import { placeServerError } from '@/lib/field-message';
import { notifySuccess } from '@/lib/notifications';

const CODE = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;
const FIELDS = ['code', 'name', 'nameEn'] as const;

interface Values {
  code: string;
  name: string;
  nameEn: string;
}

/** A new help module (its code is for good), or new names for one. */
export function ModuleDialog({ module, onClose }: { module?: ModuleRow; onClose: () => void }) {
  const { t } = useTranslation();
  const write = useModuleAction(module ? 'update' : 'create');
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: {
      code: module?.code ?? '',
      name: module?.name ?? '',
      nameEn: module?.nameEn ?? '',
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await write.mutateAsync({
        code: values.code.trim(),
        name: values.name.trim(),
        nameEn: optional(values.nameEn),
        sort: module?.sort ?? null,
      });
      notifySuccess(t('content.editor.saved'));
      onClose();
    } catch (error) {
      setFailure(placeServerError(error, FIELDS, setError));
    }
  });

  return (
    <GuardedDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby="module-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="module-dialog-title">
        {module ? t('content.module.rename') : t('content.module.new')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="module-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => void submit(event)}
        >
          <FormAlert message={failure} />
          <TextField
            label={t('content.module.code')}
            required
            disabled={module !== undefined}
            error={Boolean(errors.code)}
            helperText={errors.code?.message ?? t('content.module.codeHint')}
            {...register('code', {
              validate: (value) => CODE.test(value.trim()) || t('content.module.codeRule'),
            })}
          />
          <TextField
            label={t('content.module.name')}
            required
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            slotProps={{ htmlInput: { maxLength: 64 } }}
            {...register('name', {
              validate: (value) => value.trim() !== '' || t('content.module.nameRequired'),
            })}
          />
          <TextField
            label={t('content.module.nameEn')}
            error={Boolean(errors.nameEn)}
            helperText={errors.nameEn?.message}
            slotProps={{ htmlInput: { maxLength: 64 } }}
            {...register('nameEn')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button type="submit" form="module-form" variant="contained" disabled={isSubmitting}>
          {t('content.editor.save')}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
