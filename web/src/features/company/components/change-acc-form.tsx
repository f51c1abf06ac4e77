import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { FileUploadField } from '@/components/file-upload-field';
import { IdNumberField } from '@/components/id-number-field';
import { useApplyChangeAcc } from '@/features/company/api/apply-change-acc';
import { CHANGE_ACC_VIEW_PATH } from '@/features/company/paths';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { placeServerError } from '@/lib/field-message';
import type { StoredFile } from '@/lib/files';
import { usePortalSession } from '@/lib/portal-session';
import { validateMobile } from '@/lib/validators/mobile';

interface Values {
  name: string;
  mobile: string;
  idNumber: string;
  /** The uploaded letter; named as the server names its token, so its refusals land here. */
  letterFileToken: StoredFile | undefined;
}

// idNumber is not among them: the field shows only the rules it checks itself (the server's
// are the same), so anything else the server says about it goes to the alert.
const SERVER_FIELDS = ['name', 'mobile', 'letterFileToken'] as const;

/** Who is to hold the administrator account, and the signed letter of authorisation. */
export function ChangeAccForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { identityKey } = usePortalSession();
  const apply = useApplyChangeAcc(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { name: '', mobile: '', idNumber: '', letterFileToken: undefined },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ letterFileToken, ...person }) => {
    setFailure(undefined);
    if (!letterFileToken) return;
    const outcome = await confirmAndRun(
      () => apply.mutateAsync({ ...person, letterFileToken: letterFileToken.fileToken }),
      {
        text: t('company.changeAcc.confirm', { name: person.name, mobile: person.mobile }),
        successMessage: t('company.changeAcc.submitted'),
      },
    );
    if (outcome.status === 'failed')
      setFailure(placeServerError(outcome.error, SERVER_FIELDS, setError));
    else if (outcome.status === 'done') void navigate(CHANGE_ACC_VIEW_PATH);
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        {...register('name', {
          setValueAs: (value: string) => value.trim(),
          required: t('company.changeAcc.nameRequired'),
          maxLength: { value: 64, message: t('company.changeAcc.nameTooLong') },
        })}
        label={t('company.changeAcc.name')}
        required
        error={errors.name !== undefined}
        helperText={errors.name?.message}
      />
      <TextField
        {...register('mobile', {
          setValueAs: (value: string) => value.trim(),
          validate: validateMobile((problem) => t(`company.changeAcc.${problem}`)),
        })}
        label={t('company.changeAcc.mobile')}
        type="tel"
        required
        error={errors.mobile !== undefined}
        helperText={errors.mobile?.message}
        slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
      />
      <IdNumberField
        control={control}
        name="idNumber"
        label={t('company.changeAcc.idNumber')}
        required
      />
      <Controller
        control={control}
        name="letterFileToken"
        rules={{ required: t('company.changeAcc.letterRequired') }}
        render={({ field, fieldState }) => (
          <FileUploadField
            label={t('company.changeAcc.letter')}
            kind="image-or-pdf"
            value={field.value}
            onChange={field.onChange}
            identityKey={identityKey}
            error={fieldState.error?.message}
            helperText={t('company.changeAcc.letterHint')}
            disabled={running}
          />
        )}
      />
      <Button type="submit" variant="contained" disabled={running} sx={{ alignSelf: 'flex-start' }}>
        {t('company.changeAcc.submit')}
      </Button>
    </Stack>
  );
}
