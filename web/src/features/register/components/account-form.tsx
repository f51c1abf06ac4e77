import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useCreateAccount } from '@/features/register/api/create-account';
import { FormAlert } from '@/components/form-alert';
import { MobileCodeFields } from '@/features/register/components/mobile-code-fields';
import { PasswordFields } from '@/features/register/components/password-fields';
import { required, SERVER, useFieldMessage } from '@/features/register/form-messages';
import { errorMessage } from '@/features/register/server-message';
import { inviteCodeOf, isStep, stepPath } from '@/features/register/wizard-steps';
import { fieldMessage } from '@/lib/field-message';
import { signInWithTokens } from '@/lib/session';
import { rememberSignIn } from '@/lib/signed-in-user';

export interface AccountValues {
  mobile: string;
  captcha: string;
  smsCode: string;
  name: string;
  password: string;
  confirmPassword: string;
}

const SERVER_FIELDS = ['mobile', 'smsCode', 'name', 'password'] as const;

/**
 * The account step: the mobile proven by SMS, the registrant's name and password. The answer
 * signs the registrant in (as the login page does), so the wizard can be resumed later.
 */
export function AccountForm({ defaultName = '' }: { defaultName?: string }) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const createAccount = useCreateAccount();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<AccountValues>({
    defaultValues: {
      mobile: '',
      captcha: '',
      smsCode: '',
      name: defaultName,
      password: '',
      confirmPassword: '',
    },
  });
  const { register, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async ({ mobile, smsCode, name, password }) => {
    setFailure(undefined);
    try {
      const created = await createAccount.mutateAsync({
        mobile: mobile.trim(),
        smsCode: smsCode.trim(),
        name: name.trim(),
        password,
        inviteCode: inviteCodeOf(search),
      });
      signInWithTokens({ accessToken: created.accessToken, refreshToken: created.refreshToken });
      rememberSignIn({ mobile: mobile.trim(), failurePeriodSec: created.failurePeriodSec });
      void navigate(stepPath(isStep(created.step) ? created.step : 'permit', search));
    } catch (error) {
      const message = errorMessage(error);
      const named = fieldMessage(message, SERVER_FIELDS);
      if (named)
        setError(named.field, { type: SERVER, message: named.text }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <FormAlert message={failure} />
        <FormAlert
          severity="success"
          message={sentTo && t('register.account.codeSent', { to: sentTo })}
        />
        <MobileCodeFields
          onSent={({ to, failure: refused }) => {
            setSentTo(to);
            setFailure(refused);
          }}
        />
        <TextField
          {...register('name', { validate: required('register.validation.nameRequired') })}
          label={t('register.fields.name')}
          autoComplete="name"
          error={formState.errors.name !== undefined}
          helperText={messageOf(formState.errors.name)}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
        <PasswordFields />
        <Button type="submit" variant="contained" size="large" disabled={createAccount.isPending}>
          {t('register.account.submit')}
        </Button>
      </Stack>
    </FormProvider>
  );
}
