import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { SendCodeButton } from '@/components/send-code-button';
import { useChangeAdmin } from '@/features/personnel/api/change-admin';
import type { Employee } from '@/features/personnel/api/get-employees';
import { useSendChangeAdminCode } from '@/features/personnel/api/send-change-admin-code';
import { AdminCandidates } from '@/features/personnel/components/admin-candidates';
import { EMPLOYEE_LIST_PATH } from '@/features/personnel/paths';
import { isApiError } from '@/lib/api-error';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { placeServerError } from '@/lib/field-message';
import { usePortalSession } from '@/lib/portal-session';

interface Values {
  employeeCode: string;
  code: string;
}

/** Choose the new administrator, confirm with the SMS code sent to the current one. */
export function ChangeAdminForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { identityKey } = usePortalSession();
  const sendCode = useSendChangeAdminCode();
  const change = useChangeAdmin(identityKey);
  const { confirmAndRun, running } = useConfirmAndRun();
  const [chosen, setChosen] = useState<Employee>();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { employeeCode: '', code: '' },
  });
  const { errors } = formState;

  const send = async (): Promise<number | false> => {
    setFailure(undefined);
    try {
      setSentTo((await sendCode.mutateAsync()).mobile);
      return 0;
    } catch (error) {
      if (!(isApiError(error) && error.handled)) {
        setFailure(isApiError(error) && error.msg ? error.msg : t('errors.requestFailed'));
      }
      return false;
    }
  };

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const name = chosen?.name ?? '';
    const outcome = await confirmAndRun(() => change.mutateAsync(values), {
      text: t('personnel.changeAdmin.confirm', { name }),
      successMessage: t('personnel.changeAdmin.done', { name }),
    });
    if (outcome.status === 'failed') {
      setFailure(placeServerError(outcome.error, ['employeeCode', 'code'], setError));
    } else if (outcome.status === 'done') {
      void navigate(EMPLOYEE_LIST_PATH);
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Controller
        control={control}
        name="employeeCode"
        rules={{ required: t('personnel.changeAdmin.candidateRequired') }}
        render={({ field, fieldState }) => (
          <AdminCandidates
            value={field.value}
            onChange={(employee) => {
              setChosen(employee);
              field.onChange(employee.employeeCode);
            }}
            error={fieldState.error?.message}
            disabled={running}
          />
        )}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', maxWidth: 480 }}>
        <TextField
          {...register('code', {
            setValueAs: (value: string) => value.trim(),
            required: t('personnel.changeAdmin.codeRequired'),
          })}
          label={t('personnel.changeAdmin.code')}
          autoComplete="one-time-code"
          required
          fullWidth
          error={errors.code !== undefined}
          helperText={
            errors.code?.message ??
            (sentTo
              ? t('personnel.changeAdmin.codeSent', { mobile: sentTo })
              : t('personnel.changeAdmin.codeHint'))
          }
          slotProps={{ htmlInput: { maxLength: 16, inputMode: 'numeric' } }}
        />
        <SendCodeButton onSend={send} sx={{ flex: 'none', height: 56 }} />
      </Stack>
      <Button type="submit" variant="contained" disabled={running} sx={{ alignSelf: 'flex-start' }}>
        {t('personnel.changeAdmin.submit')}
      </Button>
    </Stack>
  );
}
