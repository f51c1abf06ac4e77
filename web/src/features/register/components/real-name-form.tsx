import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { IdNumberField } from '@/components/id-number-field';
import { useCheckRealName } from '@/features/register/api/check-real-name';
import { FormAlert } from '@/components/form-alert';
import { required, SERVER, useFieldMessage } from '@/features/register/form-messages';
import { errorMessage } from '@/features/register/server-message';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { fieldMessage } from '@/lib/field-message';
import { normaliseIdNumber } from '@/lib/validators/id-number';

interface RealNameValues {
  name: string;
  idNumber: string;
}

interface RealNameFormProps {
  defaultName: string;
  sessionKey: string;
}

/** The registrant's own name and ID number, for the real-name check. */
export function RealNameForm({ defaultName, sessionKey }: RealNameFormProps) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const checkRealName = useCheckRealName(sessionKey);
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, setError, formState } = useForm<RealNameValues>({
    defaultValues: { name: defaultName, idNumber: '' },
    mode: 'onChange',
  });

  // The check is recorded on the registration (and counts toward its limit): asked first.
  const submit = handleSubmit(async ({ name, idNumber }) => {
    setFailure(undefined);
    const outcome = await confirmAndRun(
      () => checkRealName.mutateAsync({ name: name.trim(), idNumber: normaliseIdNumber(idNumber) }),
      {
        text: t('register.verification.confirmRealName', { name: name.trim() }),
        failureShownInForm: true,
      },
    );
    if (outcome.status !== 'failed') return;
    const message = errorMessage(outcome.error);
    // The ID number field shows only its own rules: a mismatch goes to the alert.
    const named = fieldMessage(message, ['name'] as const);
    if (named) setError('name', { type: SERVER, message: named.text }, { shouldFocus: true });
    else setFailure(message);
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormAlert message={failure} />
      <TextField
        {...register('name', { validate: required('register.validation.nameRequired') })}
        label={t('register.fields.name')}
        autoComplete="name"
        error={formState.errors.name !== undefined}
        helperText={messageOf(formState.errors.name)}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <IdNumberField control={control} name="idNumber" label={t('register.fields.idNumber')} />
      <Button
        type="submit"
        variant="contained"
        disabled={checkRealName.isPending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('register.verification.submitRealName')}
      </Button>
    </Stack>
  );
}
